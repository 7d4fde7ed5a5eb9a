import { compactText, formatDay, licenceTitle } from './wallet-texts';

describe('wallet texts', () => {
  it('names a licence by its type (with the APRN role) and state', () => {
    expect(licenceTitle({ type: 'LPN', aprnRole: null, state: 'TX' })).toBe('LPN/VN licence, TX');
    expect(licenceTitle({ type: 'APRN', aprnRole: 'CNP', state: 'CA' })).toBe('APRN (CNP) licence, CA');
  });

  it('writes a calendar date the same in every time zone', () => {
    expect(formatDay('2027-01-31')).toBe('31 Jan 2027');
  });

  it('says whether a licence is multistate and from which residence', () => {
    expect(compactText({ multistate: true, residenceState: 'TX' })).toBe('Multistate (compact), residence TX');
    expect(compactText({ multistate: false, residenceState: null })).toBe('Single-state');
  });
});
