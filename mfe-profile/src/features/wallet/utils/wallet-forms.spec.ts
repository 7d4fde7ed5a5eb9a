import { EMPTY_CERTIFICATION, EMPTY_LICENCE, certificationRequest, licenceRequest } from './wallet-forms';

describe('licenceRequest', () => {
  it('sends the role only for an APRN licence and the residence only for a multistate one', () => {
    expect(licenceRequest({ ...EMPTY_LICENCE, type: 'RN', aprnRole: 'CNP', state: 'TX', number: ' RN-1 ', residenceState: 'TX' })).toEqual({
      ...EMPTY_LICENCE,
      state: 'TX',
      number: 'RN-1',
      aprnRole: null,
      residenceState: null,
      movedOn: null,
    });
    expect(licenceRequest({ ...EMPTY_LICENCE, type: 'APRN', aprnRole: 'CRNA' }).aprnRole).toBe('CRNA');
    expect(licenceRequest({ ...EMPTY_LICENCE, multistate: true, residenceState: 'TX' }).residenceState).toBe('TX');
  });

  it('sends the move only for a multistate licence, and an empty move date as null (which clears it)', () => {
    const moved = { ...EMPTY_LICENCE, multistate: true, residenceState: 'FL', movedOn: '2026-10-01' };
    expect(licenceRequest(moved).movedOn).toBe('2026-10-01');
    expect(licenceRequest({ ...moved, movedOn: '' }).movedOn).toBeNull();
    expect(licenceRequest({ ...moved, multistate: false }).movedOn).toBeNull();
  });
});

describe('certificationRequest', () => {
  it('leaves an empty number and expiry date as none', () => {
    expect(certificationRequest({ ...EMPTY_CERTIFICATION, name: ' ACLS ', issuer: 'AHA', issueDate: '2025-01-01' })).toEqual({
      name: 'ACLS',
      issuer: 'AHA',
      number: null,
      issueDate: '2025-01-01',
      expiryDate: null,
    });
  });
});
