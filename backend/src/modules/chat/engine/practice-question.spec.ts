import { asksWhereSheCanPractise, stateArgument, statesMentioned } from './practice-question';

describe('statesMentioned', () => {
  it.each([
    ['can I work in Florida?', ['FL']],
    ['Can I work in FL', ['FL']],
    ['can i work in fl', ['FL']],
    ['travel job in Texas or New Mexico', ['TX', 'NM']],
    ['West Virginia and Virginia', ['WV', 'VA']],
    ['moving from NY to new york', ['NY']],
    ['a contract in north carolina', ['NC']],
    ['Washington, Oregon and CA', ['WA', 'OR', 'CA']],
    ['work in the OR', []],
    ['tell me about it or not', []],
    ['in ok shape', []],
    ['is it ok in OK', ['OK']],
    ['where can I practise?', []],
  ])('%s', (question, states) => {
    expect(statesMentioned(question)).toEqual(states);
  });
});

describe('stateArgument', () => {
  it('takes a name or a code in any case, and nothing else', () => {
    expect(stateArgument(' Florida ')).toBe('FL');
    expect(stateArgument('fl')).toBe('FL');
    expect(stateArgument('new york')).toBe('NY');
    expect(stateArgument('Flo')).toBeNull();
    expect(stateArgument('ZZ')).toBeNull();
  });
});

describe('asksWhereSheCanPractise', () => {
  it.each([
    'can I work in Florida?',
    'Can I work in FL',
    'where can I practise?',
    'Where can I practice',
    'where am I licensed',
    'can I take a travel job in Texas',
    'Could I nurse in Ohio with my licence?',
    'am I allowed to work in california',
    'Does my license cover Arizona for a travel assignment?',
    'can i work in tx',
  ])('reads "%s" as asking where she can practise', (question) => {
    expect(asksWhereSheCanPractise(question)).toBe(true);
  });

  it.each([
    'jobs in Texas',
    'does the NLC cover California?',
    'Which states can I work in with my license?',
    'Can I be a travel nurse?',
    'Are there any jobs in oncology?',
    'can I work in the OR?',
    'Tell me about oncology',
  ])('does not read "%s" as such a question', (question) => {
    expect(asksWhereSheCanPractise(question)).toBe(false);
  });
});
