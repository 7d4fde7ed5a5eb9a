import { ENLC_RULE, type PracticeLicence } from '@nurse/catalogue';
import { declaredPracticeLicences, practiceReach, practisedStates } from './practice-reach';

const DAY = '2026-11-26';
const lists = (licensureTypes: string[], states: string[], enlcStates: string[] = []) => ({ licensureTypes, states, enlcStates });
const NONE = lists([], []);

const walletLicence = (overrides: Partial<PracticeLicence> = {}): PracticeLicence => ({
  id: 7,
  type: 'RN',
  state: 'CA',
  multistate: false,
  residenceState: null,
  status: 'active',
  expiryDate: '2027-06-30',
  ...overrides,
});

/** Every state that issues or honours multistate licences on DAY, as the compact data has it. */
const compactStates = () =>
  practisedStates(practiceReach([walletLicence({ state: 'TX', multistate: true, residenceState: 'TX' })], NONE, DAY));

describe('practiceReach', () => {
  it('reads a declared Texas and Florida compact licence as every compact state, and no state outside it', () => {
    const reach = practiceReach([], lists(['RN'], ['TX', 'FL'], ['TX', 'FL']), DAY);
    expect(reach.source).toBe('declared');
    const states = practisedStates(reach);
    expect(states).toEqual(compactStates());
    expect(states).toEqual(expect.arrayContaining(['AZ', 'FL', 'TX']));
    for (const outside of ENLC_RULE.nonCompactStates) expect(states).not.toContain(outside);
    expect(reach.states.find((state) => state.state === 'AZ')?.reasons).toEqual([
      'RN multistate licence from TX',
      'RN multistate licence from FL',
    ]);
    expect(reach.statesByLicenceType).toBeNull();
    expect(reach.moves).toEqual([]);
  });

  it('reads declared states without a compact mark as those states only', () => {
    expect(practisedStates(practiceReach([], lists(['LPN'], ['OH', 'CA']), DAY))).toEqual(['CA', 'OH']);
  });

  it('answers from the wallet alone once it holds a licence, by licence type', () => {
    const reach = practiceReach([walletLicence()], lists(['RN'], ['TX'], ['TX']), DAY);
    expect(reach).toMatchObject({ source: 'wallet', statesByLicenceType: { RN: ['CA'] } });
    expect(practisedStates(reach)).toEqual(['CA']);
  });

  it('says neither when she declared no licence she can practise with', () => {
    expect(practiceReach([], NONE, DAY)).toMatchObject({ source: 'none', states: [], licences: [] });
    expect(practiceReach([], lists(['Student'], ['OH']), DAY).source).toBe('none');
  });
});

describe('declaredPracticeLicences', () => {
  it('gives each licensed state her first type, multistate where marked and eligible, current on the day, with no wallet id', () => {
    expect(declaredPracticeLicences(lists(['APRN', 'RN'], ['TX', 'CA'], ['TX', 'CA']), DAY)).toEqual([
      { id: -1, type: 'RN', state: 'TX', multistate: true, residenceState: 'TX', status: 'active', expiryDate: DAY },
      { id: -2, type: 'RN', state: 'CA', multistate: false, residenceState: null, status: 'active', expiryDate: DAY },
    ]);
  });

  it('leaves out a state declared with no licence type', () => {
    expect(declaredPracticeLicences(lists([], ['OH']), DAY)).toEqual([]);
  });
});
