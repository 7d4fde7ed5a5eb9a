import { asksAboutCeHours, ceLicenceTypesMentioned } from './ce-question';

describe('reading a question about CE hours', () => {
  it.each([
    'How many CE hours do I need in Texas?',
    'what are the continuing education requirements for Ohio',
    'Do I need CEUs to renew my license in FL?',
    'how many contact hours does Kentucky require',
    'Is CE required in Missouri?',
  ])('reads "%s" as asking what CE a board requires', (question) => {
    expect(asksAboutCeHours(question)).toBe(true);
  });

  it.each(['CEUs please', 'continuing education in nephrology', 'can I work in Florida?', 'How many hours is a shift in the ICU?'])(
    'does not read "%s" as asking for a CE rule',
    (question) => {
      expect(asksAboutCeHours(question)).toBe(false);
    },
  );

  it('names the licence types a question mentions', () => {
    expect(ceLicenceTypesMentioned('CE hours for an LVN and an RN in Texas')).toEqual(['RN', 'LPN']);
    expect(ceLicenceTypesMentioned('nurse practitioner CE in Florida')).toEqual(['APRN']);
    expect(ceLicenceTypesMentioned('How many CE hours do I need in Texas?')).toEqual([]);
  });
});
