import { PENDING_STATE_REASON } from '@nurse/catalogue';
import { groupPractice, stateLabel } from './practice-groups';

describe('groupPractice', () => {
  it('sorts states into can practise, compact enacted but not issuing, and not covered', () => {
    const tx = { state: 'TX', canPractise: true, reasons: ['RN multistate licence from TX'], licenceIds: [1] };
    const ma = { state: 'MA', canPractise: false, reasons: [PENDING_STATE_REASON], licenceIds: [] };
    const ca = { state: 'CA', canPractise: false, reasons: ['RN licence expired on 2026-01-01: covers no state'], licenceIds: [] };
    expect(groupPractice([ca, ma, tx])).toEqual({ canPractise: [tx], pending: [ma], notCovered: [ca] });
  });
});

describe('stateLabel', () => {
  it('names a state with its code', () => {
    expect(stateLabel('TX')).toBe('Texas (TX)');
    expect(stateLabel('ZZ')).toBe('ZZ');
  });
});
