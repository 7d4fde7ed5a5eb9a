import { CONTROL_WORDS, EMPTY_CERTIFICATION, EMPTY_LICENCE, LICENCE_WORDING, certificationRequest, licenceRequest } from './wallet-forms';

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

describe('LICENCE_WORDING', () => {
  const word = (field: 'state' | 'residenceState' | 'issueDate' | 'expiryDate', message: string, values = EMPTY_LICENCE) =>
    LICENCE_WORDING[field]!(message, values);

  it('asks for a state or a date left empty in the terms of its picker and date field', () => {
    expect(word('state', 'Use the two-letter code of a US state, e.g. TX')).toBe(CONTROL_WORDS.state);
    expect(word('residenceState', 'A multistate licence needs your primary state of residence')).toBe(CONTROL_WORDS.state);
    expect(word('issueDate', 'Use a calendar date as YYYY-MM-DD, e.g. 2027-01-31')).toBe(CONTROL_WORDS.date);
  });

  it("keeps the server's message about a value given", () => {
    const given = { ...EMPTY_LICENCE, residenceState: 'CA', issueDate: '2026-01-01', expiryDate: '2025-01-01' };
    expect(word('residenceState', 'Your primary state of residence must be a compact state', given)).toBe(
      'Your primary state of residence must be a compact state',
    );
    expect(word('expiryDate', 'The expiry date must be after the issue date', given)).toBe('The expiry date must be after the issue date');
  });
});
