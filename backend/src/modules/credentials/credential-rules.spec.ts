import { certificationProblems, licenceProblems, merged, type LicenceFields } from './credential-rules';

const DAY = '2026-11-26';
const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

function licence(overrides: Partial<LicenceFields> = {}): LicenceFields {
  return {
    type: 'RN',
    aprnRole: null,
    state: 'TX',
    number: 'RN-123',
    multistate: true,
    residenceState: 'TX',
    movedOn: null,
    issueDate: '2025-01-01',
    expiryDate: '2027-01-31',
    status: 'active',
    showOnProfile: false,
    ...overrides,
  };
}

describe('licenceProblems', () => {
  it('accepts a multistate RN licence from a compact state she lives in, and a single-state one anywhere', () => {
    expect(licenceProblems(licence(), DAY)).toEqual([]);
    expect(licenceProblems(licence({ state: 'CA', multistate: false, residenceState: null }), DAY)).toEqual([]);
  });

  it('requires the primary state of residence for a multistate licence, and a compact one', () => {
    expect(fields(licenceProblems(licence({ residenceState: null }), DAY))).toEqual(['residenceState']);
    expect(fields(licenceProblems(licence({ residenceState: 'CA' }), DAY))).toEqual(['residenceState']);
    expect(fields(licenceProblems(licence({ residenceState: 'MA' }), DAY))).toEqual(['residenceState']);
  });

  it('takes a move to any state on a multistate licence, not a move to its own state, a move in the future or on a single-state licence', () => {
    expect(licenceProblems(licence({ residenceState: 'FL', movedOn: '2026-10-01' }), DAY)).toEqual([]);
    expect(licenceProblems(licence({ residenceState: 'CA', movedOn: '2026-10-01' }), DAY)).toEqual([]);
    expect(licenceProblems(licence({ residenceState: 'MA', movedOn: DAY }), DAY)).toEqual([]);
    expect(fields(licenceProblems(licence({ movedOn: '2026-10-01' }), DAY))).toEqual(['movedOn']);
    expect(fields(licenceProblems(licence({ residenceState: 'FL', movedOn: '2026-11-27' }), DAY))).toEqual(['movedOn']);
    expect(fields(licenceProblems(licence({ multistate: false, residenceState: null, movedOn: '2026-10-01' }), DAY))).toEqual(['movedOn']);
  });

  it('refuses a residence on a single-state licence', () => {
    expect(fields(licenceProblems(licence({ multistate: false, residenceState: 'TX' }), DAY))).toEqual(['residenceState']);
  });

  it('refuses a multistate licence from a state that issues none, and for APRN and CNA licences', () => {
    expect(fields(licenceProblems(licence({ state: 'NY' }), DAY))).toEqual(['multistate']);
    expect(fields(licenceProblems(licence({ state: 'MA' }), DAY))).toEqual(['multistate']);
    expect(fields(licenceProblems(licence({ type: 'CNA' }), DAY))).toEqual(['multistate']);
    expect(fields(licenceProblems(licence({ type: 'APRN', aprnRole: 'CRNA' }), DAY))).toEqual(['multistate']);
  });

  it('judges the compact on the day: Connecticut issues from 2025-10-01', () => {
    const ct = licence({ state: 'CT', residenceState: 'CT' });
    expect(fields(licenceProblems(ct, '2025-09-30'))).toEqual(['multistate', 'residenceState']);
    expect(licenceProblems(ct, '2025-10-01')).toEqual([]);
  });

  it('requires the APRN role exactly for APRN licences', () => {
    const aprn = licence({ type: 'APRN', multistate: false, residenceState: null });
    expect(fields(licenceProblems(aprn, DAY))).toEqual(['aprnRole']);
    expect(licenceProblems({ ...aprn, aprnRole: 'CNM' }, DAY)).toEqual([]);
    expect(fields(licenceProblems(licence({ aprnRole: 'CNP' }), DAY))).toEqual(['aprnRole']);
  });

  it('wants the expiry after the issue date', () => {
    expect(fields(licenceProblems(licence({ expiryDate: '2025-01-01' }), DAY))).toEqual(['expiryDate']);
    expect(fields(licenceProblems(licence({ expiryDate: '2024-12-31' }), DAY))).toEqual(['expiryDate']);
  });

  it('names a required field an update cleared', () => {
    expect(licenceProblems(licence({ number: null }), DAY)).toEqual([{ field: 'number', message: 'number is required' }]);
  });
});

describe('certificationProblems', () => {
  const cert = { name: 'ACLS', issuer: 'AHA', number: null, issueDate: '2025-01-01', expiryDate: null, showOnProfile: true };

  it('accepts one that does not expire, and wants an expiry after the issue date', () => {
    expect(certificationProblems(cert)).toEqual([]);
    expect(fields(certificationProblems({ ...cert, expiryDate: '2024-01-01' }))).toEqual(['expiryDate']);
  });

  it('names required fields', () => {
    expect(fields(certificationProblems({ ...cert, issuer: null }))).toEqual(['issuer']);
  });
});

describe('merged', () => {
  it('keeps fields left out, takes given ones, and null clears', () => {
    expect(merged(licence(), { number: 'X', residenceState: null, showOnProfile: undefined })).toEqual(
      licence({ number: 'X', residenceState: null }),
    );
  });

  it('ignores keys the record does not have', () => {
    expect(merged({ a: 1 }, { b: 2 } as never)).toEqual({ a: 1 });
  });
});
