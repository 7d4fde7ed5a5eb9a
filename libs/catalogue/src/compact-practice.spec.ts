import {
  compactStanding,
  isLicenceCurrent,
  licenceMove,
  PENDING_STATE_REASON,
  practiceMoves,
  practiceStates,
  type PracticeLicence,
} from './compact-practice';
import { ENLC_RULE } from './enlc';
import { catalogueCertification, WALLET_CERTIFICATIONS } from './licences';
import { US_STATE_CODES } from '@nurse/domain';

const TODAY = '2026-11-26';

function licence(overrides: Partial<PracticeLicence> = {}): PracticeLicence {
  return {
    id: 1,
    type: 'RN',
    state: 'TX',
    multistate: false,
    residenceState: null,
    status: 'active',
    expiryDate: '2027-06-30',
    ...overrides,
  };
}

const multistateTx = (overrides: Partial<PracticeLicence> = {}) => licence({ multistate: true, residenceState: 'TX', ...overrides });
const states = (result: ReturnType<typeof practiceStates>) => result.filter((s) => s.canPractise).map((s) => s.state);
const issuingOrAccepting = (day: string) =>
  US_STATE_CODES.filter((code) => ['issuing', 'accepting'].includes(compactStanding(code, day))).sort();

describe('the compact data', () => {
  it('dates every implementation fact and names its source', () => {
    for (const fact of ENLC_RULE.implementations) {
      expect(US_STATE_CODES).toContain(fact.state);
      expect(fact.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fact.source.length).toBeGreaterThan(10);
    }
  });

  it('names public sources only, never a document of the product', () => {
    const sources = [...ENLC_RULE.implementations.map((fact) => fact.source), ENLC_RULE.move.source, ENLC_RULE.move.leavingCompactSource];
    for (const source of sources) expect(source).not.toMatch(/domain facts|product spec|the product/i);
  });

  it('has Pennsylvania fully implemented from 2025-07-07 and accepting from 2023-09-05', () => {
    expect(compactStanding('PA', '2023-09-04')).toBe('enacted');
    expect(compactStanding('PA', '2023-09-05')).toBe('accepting');
    expect(compactStanding('PA', '2025-07-06')).toBe('accepting');
    expect(compactStanding('PA', '2025-07-07')).toBe('issuing');
  });

  it('has Connecticut implemented from 2025-10-01', () => {
    expect(compactStanding('CT', '2025-09-30')).toBe('enacted');
    expect(compactStanding('CT', '2025-10-01')).toBe('issuing');
  });

  it('has Massachusetts enacted but not issuing, and the non-compact states outside', () => {
    expect(compactStanding('MA', TODAY)).toBe('enacted');
    expect(compactStanding('CA', TODAY)).toBe('outside');
    expect(compactStanding('NY', TODAY)).toBe('outside');
    expect(compactStanding('TX', TODAY)).toBe('issuing');
  });
});

describe('isLicenceCurrent', () => {
  it('holds through the expiry date and lapses the day after', () => {
    expect(isLicenceCurrent({ status: 'active', expiryDate: TODAY }, TODAY)).toBe(true);
    expect(isLicenceCurrent({ status: 'active', expiryDate: '2026-11-25' }, TODAY)).toBe(false);
  });

  it.each(['inactive', 'expired', 'encumbered'] as const)('is not current when declared %s', (status) => {
    expect(isLicenceCurrent({ status, expiryDate: '2030-01-01' }, TODAY)).toBe(false);
  });
});

describe('practiceStates', () => {
  it('gives a multistate licence from her state of residence every implementing compact state', () => {
    const result = practiceStates([multistateTx()], TODAY);
    expect(states(result)).toEqual(issuingOrAccepting(TODAY));
    expect(states(result)).toEqual(expect.arrayContaining(['TX', 'FL', 'PA', 'CT', 'WA']));
    expect(states(result)).not.toEqual(expect.arrayContaining(['CA']));
    expect(result.find((s) => s.state === 'FL')).toEqual({
      state: 'FL',
      canPractise: true,
      reasons: ['RN multistate licence from TX'],
      licenceIds: [1],
    });
  });

  it('shows a state that enacted the compact but does not issue yet as such', () => {
    const ma = practiceStates([multistateTx()], TODAY).find((s) => s.state === 'MA');
    expect(ma).toEqual({ state: 'MA', canPractise: false, reasons: [PENDING_STATE_REASON], licenceIds: [] });
  });

  it('names no pending state to a nurse without a multistate licence', () => {
    expect(practiceStates([licence()], TODAY).map((s) => s.state)).toEqual(['TX']);
  });

  it('covers only the issuing state when her primary state of residence is elsewhere', () => {
    const result = practiceStates([multistateTx({ residenceState: 'FL' })], TODAY);
    expect(states(result)).toEqual(['TX']);
    expect(result[0].reasons[0]).toContain('primary state of residence is FL');
  });

  it('follows the dates: Pennsylvania before its full implementation honours but does not issue', () => {
    const fromPa = multistateTx({ state: 'PA', residenceState: 'PA' });
    expect(states(practiceStates([fromPa], '2025-01-01'))).toEqual(['PA']);
    expect(states(practiceStates([fromPa], '2025-07-07'))).toEqual(issuingOrAccepting('2025-07-07'));
    expect(states(practiceStates([multistateTx()], '2025-01-01'))).toContain('PA');
    expect(states(practiceStates([multistateTx()], '2025-01-01'))).not.toContain('CT');
    const ct = practiceStates([multistateTx()], '2025-01-01').find((s) => s.state === 'CT');
    expect(ct?.reasons).toEqual([PENDING_STATE_REASON]);
  });

  it('leaves APRN licences out of the compact, even marked multistate', () => {
    const aprn = licence({ type: 'APRN', aprnRole: 'CNP', multistate: true, residenceState: 'TX' });
    const result = practiceStates([aprn], TODAY);
    expect(result).toEqual([
      {
        state: 'TX',
        canPractise: true,
        reasons: ['APRN (CNP) licence: single-state (APRN licences are outside the compact)'],
        licenceIds: [1],
      },
    ]);
  });

  it('covers nothing with an expired licence, naming why', () => {
    const expired = multistateTx({ expiryDate: '2026-11-25' });
    const result = practiceStates([expired], TODAY);
    expect(states(result)).toEqual([]);
    expect(result).toEqual([
      { state: 'TX', canPractise: false, reasons: [expect.stringContaining('expired on 2026-11-25')], licenceIds: [] },
    ]);
  });

  it.each(['inactive', 'encumbered', 'expired'] as const)('covers nothing with a licence declared %s', (status) => {
    expect(states(practiceStates([multistateTx({ status })], TODAY))).toEqual([]);
  });

  it('covers a single-state licence its own state, also outside the compact', () => {
    expect(practiceStates([licence({ state: 'CA' })], TODAY)).toEqual([
      { state: 'CA', canPractise: true, reasons: ['RN single-state licence'], licenceIds: [1] },
    ]);
  });

  it('gives both reasons where two licences overlap, and the union of their states', () => {
    const result = practiceStates([multistateTx(), licence({ id: 2, state: 'FL' }), licence({ id: 3, state: 'NY' })], TODAY);
    expect(result.find((s) => s.state === 'FL')).toEqual({
      state: 'FL',
      canPractise: true,
      reasons: ['RN multistate licence from TX', 'RN single-state licence'],
      licenceIds: [1, 2],
    });
    expect(states(result)).toContain('NY');
    expect(result.map((s) => s.state)).toEqual([...result.map((s) => s.state)].sort());
  });

  it('lets a current licence cover a state whose other licence lapsed', () => {
    const result = practiceStates(
      [licence({ expiryDate: '2020-01-01' }), multistateTx({ id: 2, state: 'OK', residenceState: 'OK' })],
      TODAY,
    );
    const tx = result.find((s) => s.state === 'TX');
    expect(tx?.canPractise).toBe(true);
    expect(tx?.licenceIds).toEqual([2]);
    expect(tx?.reasons).toHaveLength(2);
  });

  it('treats a multistate licence from a state that does not issue them as single-state', () => {
    const result = practiceStates([multistateTx({ state: 'MA', residenceState: 'MA' })], TODAY);
    expect(states(result)).toEqual(['MA']);
    expect(result[0].reasons[0]).toContain('does not issue multistate licences');
  });

  it('answers nothing for no licences', () => {
    expect(practiceStates([], TODAY)).toEqual([]);
  });
});

describe('a move of her primary state of residence', () => {
  const MOVED_ON = '2026-09-01';
  const movedTo = (residenceState: string, overrides: Partial<PracticeLicence> = {}) =>
    multistateTx({ residenceState, movedOn: MOVED_ON, ...overrides });
  const day = (after: number) => {
    const date = new Date(`${MOVED_ON}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + after);
    return date.toISOString().slice(0, 10);
  };

  it('takes the days to apply from the dated data', () => {
    expect(ENLC_RULE.move.applyWithinDays).toBe(60);
    expect(ENLC_RULE.move.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ENLC_RULE.move.source).toContain('60 days');
    expect(day(60)).toBe('2026-10-31');
  });

  it.each([0, 59, 60])('keeps the multistate privilege %i days after a move to a compact state, naming the deadline', (after) => {
    const result = practiceStates([movedTo('FL')], day(after));
    expect(states(result)).toEqual(issuingOrAccepting(day(after)));
    expect(result.find((s) => s.state === 'CO')?.reasons).toEqual([
      'RN multistate licence from TX, until 2026-10-31 (60 days after the move to FL)',
    ]);
    expect(practiceMoves([movedTo('FL')], day(after))).toEqual([
      {
        licenceId: 1,
        fromState: 'TX',
        toState: 'FL',
        movedOn: MOVED_ON,
        applyBy: '2026-10-31',
        standing: 'apply-window',
        message: 'moved to FL on 2026-09-01: apply for a licence in FL by 2026-10-31',
      },
    ]);
  });

  it('covers only the former home state from day 61, saying the days to apply ended', () => {
    const result = practiceStates([movedTo('FL')], day(61));
    expect(states(result)).toEqual(['TX']);
    expect(result[0].reasons).toEqual([
      'RN licence from TX: single-state here, the days to apply in FL after the move ended on 2026-10-31',
    ]);
    expect(result.some((s) => s.reasons.includes(PENDING_STATE_REASON))).toBe(false);
    const [move] = practiceMoves([movedTo('FL')], day(61));
    expect(move.standing).toBe('window-ended');
    expect(move.message).toBe(
      'moved to FL on 2026-09-01: the 60 days to apply for a licence in FL ended on 2026-10-31; the multistate privilege of the TX licence no longer covers other states',
    );
  });

  it('reads a licence before the day of the move as at home', () => {
    expect(states(practiceStates([movedTo('FL')], day(-1)))).toEqual(issuingOrAccepting(day(-1)));
    expect(practiceMoves([movedTo('FL')], day(-1))).toEqual([]);
  });

  it('turns the licence single-state from the day of a move outside the compact', () => {
    const result = practiceStates([movedTo('CA')], day(0));
    expect(result).toEqual([
      {
        state: 'TX',
        canPractise: true,
        reasons: ['RN licence from TX: single-state since the move to CA on 2026-09-01'],
        licenceIds: [1],
      },
    ]);
    expect(practiceMoves([movedTo('CA')], day(0))).toEqual([
      expect.objectContaining({
        toState: 'CA',
        applyBy: null,
        standing: 'left-compact',
        message:
          'moved to CA on 2026-09-01: CA is outside the compact, so the TX licence is single-state (TX only) since the move; apply for a licence in CA to practise there',
      }),
    ]);
  });

  it('reads a move to a state that enacted the compact but does not issue as leaving it', () => {
    const result = practiceStates([movedTo('MA')], day(10));
    expect(states(result)).toEqual(['TX']);
    const [move] = practiceMoves([movedTo('MA')], day(10));
    expect(move).toMatchObject({ applyBy: null, standing: 'left-compact' });
    expect(move.message).toContain('MA did not issue multistate licences on that day');
  });

  it('judges the new state on the day of the move: Connecticut before it issued', () => {
    const toCt = multistateTx({ residenceState: 'CT', movedOn: '2025-09-15' });
    expect(licenceMove(toCt, '2025-10-02')?.standing).toBe('left-compact');
    const later = multistateTx({ residenceState: 'CT', movedOn: '2025-10-01' });
    expect(licenceMove(later, '2025-10-02')).toMatchObject({ standing: 'apply-window', applyBy: '2025-11-30' });
  });

  it('reports no move for a lapsed licence, a single-state licence, or without a day', () => {
    expect(practiceMoves([movedTo('FL', { expiryDate: '2026-09-10' })], day(30))).toEqual([]);
    expect(practiceMoves([licence({ residenceState: 'FL', movedOn: MOVED_ON })], day(30))).toEqual([]);
    expect(practiceMoves([multistateTx({ residenceState: 'FL' })], day(30))).toEqual([]);
    expect(practiceMoves([movedTo('TX')], day(30))).toEqual([]);
  });
});

describe('catalogueCertification', () => {
  it('finds the listed spelling, ignoring case, and offers the life-support and trauma courses', () => {
    expect(catalogueCertification(' acls ')).toBe('ACLS');
    expect(catalogueCertification('tncc')).toBe('TNCC');
    expect(WALLET_CERTIFICATIONS).toEqual(expect.arrayContaining(['BLS', 'ACLS', 'PALS', 'NRP', 'TNCC', 'CCRN', 'CEN']));
    expect(new Set(WALLET_CERTIFICATIONS).size).toBe(WALLET_CERTIFICATIONS.length);
  });

  it('answers null for a free-text name', () => {
    expect(catalogueCertification('Wilderness First Aid')).toBeNull();
  });
});
