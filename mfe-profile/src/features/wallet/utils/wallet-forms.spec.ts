import { EMPTY_CERTIFICATION, EMPTY_LICENCE, certificationRequest, licenceRequest, splitFieldErrors } from './wallet-forms';

describe('licenceRequest', () => {
  it('sends the role only for an APRN licence and the residence only for a multistate one', () => {
    expect(licenceRequest({ ...EMPTY_LICENCE, type: 'RN', aprnRole: 'CNP', state: 'TX', number: ' RN-1 ', residenceState: 'TX' })).toEqual({
      ...EMPTY_LICENCE,
      state: 'TX',
      number: 'RN-1',
      aprnRole: null,
      residenceState: null,
    });
    expect(licenceRequest({ ...EMPTY_LICENCE, type: 'APRN', aprnRole: 'CRNA' }).aprnRole).toBe('CRNA');
    expect(licenceRequest({ ...EMPTY_LICENCE, multistate: true, residenceState: 'TX' }).residenceState).toBe('TX');
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

describe('splitFieldErrors', () => {
  it('keeps messages for fields the form shows and lists the others', () => {
    expect(splitFieldErrors({ state: 'Use a state', showOnProfile: 'must be true or false' }, ['state', 'number'])).toEqual({
      byField: { state: 'Use a state' },
      other: ['must be true or false'],
    });
  });
});
