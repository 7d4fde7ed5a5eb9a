import { PENDING_STATE_REASON } from '@nurse/catalogue';
import { groupPractice, moveLine, stateLabel, type PracticeMoveAnswer } from './practice-groups';

describe('groupPractice', () => {
  it('sorts states into can practise, compact enacted but not issuing, and not covered', () => {
    const tx = { state: 'TX', canPractise: true, reasons: ['RN multistate licence from TX'], licenceIds: [1] };
    const ma = { state: 'MA', canPractise: false, reasons: [PENDING_STATE_REASON], licenceIds: [] };
    const ca = { state: 'CA', canPractise: false, reasons: ['RN licence expired on 2026-01-01: covers no state'], licenceIds: [] };
    expect(groupPractice([ca, ma, tx])).toEqual({ canPractise: [tx], pending: [ma], notCovered: [ca] });
  });

  it('lists each group by state name, not by code', () => {
    const can = (state: string) => ({ state, canPractise: true, reasons: ['RN multistate licence from TX'], licenceIds: [1] });
    // By code: IA, ID, ME, MD, NC, ND; by name: Idaho, Iowa, Maine, Maryland, North Carolina, North Dakota.
    const names = groupPractice(['IA', 'ID', 'MD', 'ME', 'NC', 'ND'].map(can)).canPractise.map(({ state }) => state);
    expect(names).toEqual(['ID', 'IA', 'ME', 'MD', 'NC', 'ND']);
  });
});

describe('stateLabel', () => {
  it('names a state with its code', () => {
    expect(stateLabel('TX')).toBe('Texas (TX)');
    expect(stateLabel('ZZ')).toBe('ZZ');
  });
});

describe('moveLine', () => {
  const move = (overrides: Partial<PracticeMoveAnswer> = {}): PracticeMoveAnswer => ({
    licenceId: 1,
    fromState: 'TX',
    toState: 'FL',
    movedOn: '2026-10-01',
    applyBy: '2026-11-30',
    standing: 'apply-window',
    message: 'moved to FL on 2026-10-01: apply for a licence in FL by 2026-11-30',
    ...overrides,
  });

  it('names the deadline to apply while her former licence still covers the compact', () => {
    expect(moveLine(move())).toBe(
      'Moved to Florida (FL) on 1 Oct 2026: apply for a licence in FL by 30 Nov 2026. Until then your TX multistate licence still covers the compact states.',
    );
  });

  it('says the licence covers its own state only after the deadline and after a move out of the compact', () => {
    expect(moveLine(move({ standing: 'window-ended' }))).toBe(
      'Moved to Florida (FL) on 1 Oct 2026: the time to apply in FL ended on 30 Nov 2026, so your TX licence covers TX only.',
    );
    expect(moveLine(move({ toState: 'CA', applyBy: null, standing: 'left-compact' }))).toBe(
      'Moved to California (CA) on 1 Oct 2026: your TX licence covers TX only since the move. Apply for a licence in CA to practise there.',
    );
  });
});
