import type { PracticeLicence } from '@nurse/catalogue';
import { practiceReach } from '../../credentials/practice/practice-reach';
import { practiceAnswer } from './practice-answer';

const DAY = '2026-11-26';
const FOOTER = `As of ${DAY}, from your wallet and the compact data checked on 2026-11-22. Check with the state's board of nursing before you start.`;

function licence(overrides: Partial<PracticeLicence> = {}): PracticeLicence {
  return {
    id: 1,
    type: 'RN',
    state: 'TX',
    multistate: true,
    residenceState: 'TX',
    status: 'active',
    expiryDate: '2027-06-30',
    ...overrides,
  };
}

const NOTHING_DECLARED = { licensureTypes: [], states: [], enlcStates: [] };
/** Her answer from these wallet licences. */
const answerFrom = (licences: PracticeLicence[], day: string, states: string[]) =>
  practiceAnswer(practiceReach(licences, NOTHING_DECLARED, day), states);

const aprn = licence({ id: 2, type: 'APRN', aprnRole: 'CNP', multistate: false, residenceState: null });

describe('practiceAnswer', () => {
  it('answers from what she declared while her wallet is empty, and says so', () => {
    const declared = practiceReach([], { licensureTypes: ['RN'], states: ['TX', 'FL'], enlcStates: ['TX', 'FL'] }, DAY);
    const summary = practiceAnswer(declared, []);
    expect(summary).toMatch(/^With the licences you declared at onboarding you can practise in \d+ states: .*\bAZ\b.*\bFL\b.*\bTX\b/);
    expect(summary).not.toContain('CA,');
    expect(summary).toContain('from what you declared at onboarding (add your licences on the Wallet screen');
    expect(practiceAnswer(declared, ['CA'])).toMatch(
      /^No, not with the licences you declared at onboarding: California \(CA\) is outside the Nurse Licensure Compact/,
    );
    expect(practiceAnswer(declared, ['AZ'])).toMatch(/^Yes, you can practise in Arizona \(AZ\) with your RN multistate licence from Texas/);
  });

  it('says an empty wallet tells nothing, and where to add her licences', () => {
    expect(answerFrom([], DAY, ['FL'])).toBe(
      "Your wallet has no licences yet, so I can't tell where you can practise. Add your licences on the Wallet screen (Profile, then Wallet) and ask me again.",
    );
    expect(answerFrom([], DAY, [])).toContain('Wallet screen');
  });

  it('says yes for a compact state through her home state’s multistate licence', () => {
    expect(answerFrom([licence()], DAY, ['FL'])).toBe(
      `Yes, you can practise in Florida (FL) with your RN multistate licence from Texas, your home state: Florida is a compact state.\n${FOOTER}`,
    );
    expect(answerFrom([licence()], DAY, ['TX'])).toContain(
      'Yes, you can practise in Texas (TX) with your RN multistate licence, issued by Texas, your home state.',
    );
  });

  it('says no outside the compact, and not yet where the compact is enacted but not honoured', () => {
    expect(answerFrom([licence()], DAY, ['CA'])).toContain(
      'No, not with the licences in your wallet: California (CA) is outside the Nurse Licensure Compact, so you need a California licence.',
    );
    expect(answerFrom([licence()], DAY, ['MA'])).toContain(
      'Not yet: Massachusetts (MA) enacted the Nurse Licensure Compact but does not honour multistate licences yet',
    );
  });

  it('leaves APRN licences out of the compact', () => {
    const both = answerFrom([licence(), aprn], DAY, ['FL']);
    expect(both).toContain('Yes, you can practise in Florida (FL) with your RN multistate licence from Texas');
    expect(both).toContain(
      '• Your APRN (CNP) licence from Texas is outside the compact (APRN licences are): as an APRN in Florida you need a Florida APRN licence.',
    );
    expect(answerFrom([aprn], DAY, ['FL'])).toContain(
      'Florida (FL) is a compact state, but none of your current licences is an RN or LPN/VN licence, the only ones the compact covers.',
    );
    expect(answerFrom([aprn], DAY, ['TX'])).toContain(
      'Yes, you can practise in Texas (TX) with your APRN (CNP) licence from Texas (APRN licences are single-state).',
    );
  });

  it('says a lapsed licence covers nothing', () => {
    const answer = answerFrom([licence({ expiryDate: '2026-11-25' })], DAY, ['FL']);
    expect(answer).toContain(
      'No, not with the licences in your wallet: Florida (FL) is a compact state, but none of your licences is current.',
    );
    expect(answer).toContain('• Your RN licence from Texas expired on 2026-11-25, so it covers no state until it is active again.');
    expect(answerFrom([licence({ status: 'encumbered' })], DAY, ['FL'])).toContain('Your RN licence from Texas is encumbered');
  });

  it('says a single-state licence covers its own state only', () => {
    const single = licence({ multistate: false, residenceState: null });
    expect(answerFrom([single], DAY, ['FL'])).toContain('but your RN and LPN/VN licences are single-state');
    expect(answerFrom([single], DAY, ['TX'])).toContain('Yes, you can practise in Texas (TX) with your RN licence from Texas.');
  });

  it('gives the 60 days to apply after a move, and what is left after them', () => {
    const moved = licence({ residenceState: 'FL', movedOn: '2026-10-01' });
    const within = answerFrom([moved], DAY, ['CO']);
    expect(within).toContain(
      'Yes, you can practise in Colorado (CO) with your RN multistate licence from Texas, your former home state: Colorado is a compact state, until 2026-11-30 (60 days after your move to Florida).',
    );
    expect(within).toContain('• You moved to FL on 2026-10-01: apply for a licence in FL by 2026-11-30.');
    const after = answerFrom([moved], '2026-12-01', ['CO']);
    expect(after).toContain('No, not with the licences in your wallet: Colorado (CO) is a compact state');
    expect(after).toContain('the 60 days to apply for a licence in FL ended on 2026-11-30');
  });

  it('sums up every state she can practise in when she names none', () => {
    const answer = answerFrom([licence(), aprn], DAY, []);
    expect(answer).toMatch(/^With the licences in your wallet you can practise in \d+ states: AL, AR, AZ, /);
    expect(answer).toContain('• MA: compact enacted, not yet honouring multistate licences.');
    expect(answer).toContain(
      '• Your APRN (CNP) licence from Texas is outside the compact (APRN licences are): it covers its own state only.',
    );
    expect(answer).toContain('• Any other state needs its own licence.');
    expect(answerFrom([licence({ state: 'CA', multistate: false, residenceState: null })], DAY, [])).toMatch(
      /^With the licences in your wallet you can practise in 1 state: CA\./,
    );
  });
});
