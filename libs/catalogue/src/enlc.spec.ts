import enlcData from './data/enlc.json';
import { ENLC_RULE, US_STATE_CODES, isEnlcEligible, removeState, sanitizeEnlcStates, toggleEnlc, toggleState } from './index';

const NON_COMPACT_STATES = ['CA', 'NV', 'OR', 'AK', 'HI', 'IL', 'MI', 'MN', 'NY'];

describe('eNLC rule data', () => {
  it('counts at least the nine states outside the compact as non-compact, with the date the list was checked', () => {
    expect(ENLC_RULE.nonCompactStates).toEqual(expect.arrayContaining(NON_COMPACT_STATES));
    expect(ENLC_RULE.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ENLC_RULE).toBe(enlcData);
    for (const code of [...ENLC_RULE.nonCompactStates, ...ENLC_RULE.notYetIssuingStates]) {
      expect(US_STATE_CODES).toContain(code);
    }
  });
});

describe('isEnlcEligible', () => {
  it.each(NON_COMPACT_STATES)('refuses non-compact %s', (code) => {
    expect(isEnlcEligible(code)).toBe(false);
    expect(isEnlcEligible(code.toLowerCase())).toBe(false);
  });

  it('refuses states that do not issue multistate licences yet', () => {
    for (const code of ENLC_RULE.notYetIssuingStates) expect(isEnlcEligible(code)).toBe(false);
  });

  it('accepts compact states and refuses non-codes', () => {
    expect(isEnlcEligible('TX')).toBe(true);
    expect(isEnlcEligible('oh')).toBe(true);
    expect(isEnlcEligible('')).toBe(false);
    expect(isEnlcEligible('Texas')).toBe(false);
  });
});

describe('selected states and eNLC marks', () => {
  const start = { selectedStates: ['TX', 'CA', 'FL'], enlcStates: ['TX', 'FL'] };

  it('removing a state drops its eNLC mark', () => {
    expect(removeState(start, 'tx')).toEqual({ selectedStates: ['CA', 'FL'], enlcStates: ['FL'] });
    expect(toggleState(start, 'FL')).toEqual({ selectedStates: ['TX', 'CA'], enlcStates: ['TX'] });
  });

  it('toggling adds an unselected state once, unmarked, and ignores unknown codes', () => {
    expect(toggleState(start, 'oh')).toEqual({ selectedStates: ['TX', 'CA', 'FL', 'OH'], enlcStates: ['TX', 'FL'] });
    expect(toggleState(start, 'ZZ')).toBe(start);
  });

  it('marks only selected, eligible states', () => {
    expect(toggleEnlc(start, 'CA')).toBe(start);
    expect(toggleEnlc(start, 'OH')).toBe(start);
    const withOhio = toggleState(start, 'OH');
    expect(toggleEnlc(withOhio, 'OH').enlcStates).toEqual(['TX', 'FL', 'OH']);
    expect(toggleEnlc(start, 'TX').enlcStates).toEqual(['FL']);
  });

  it('sanitizes marks to selected, eligible, unique codes', () => {
    expect(sanitizeEnlcStates(['TX', 'CA', 'fl'], ['tx', 'TX', 'CA', 'FL', 'OH', 'NY'])).toEqual(['TX', 'FL']);
    expect(sanitizeEnlcStates([], ['TX'])).toEqual([]);
  });
});
