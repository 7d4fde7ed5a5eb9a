import { aUser } from '../../../test/a-user';
import { emailChanged, isProfileDirty, profileFormFromUser, profileUpdateBody, validateProfileForm } from './profile-form';

describe('profileFormFromUser', () => {
  it('shows the phone formatted and sorts certifications into basic, advanced and other', () => {
    const form = profileFormFromUser(aUser({ phone: '5551234567', certifications: 'bls,CCRN,TNCC,ACLS' }));
    expect(form.phone).toBe('(555) 123-4567');
    expect(form.basicCertifications).toEqual(['BLS', 'ACLS']);
    expect(form.advancedCertifications).toEqual(['CCRN']);
    expect(form.otherCertifications).toEqual(['TNCC']);
    // Licensure is the wallet's, shown read-only: not a field of the form.
    expect(form).not.toHaveProperty('licensureTypes');
    expect(form).not.toHaveProperty('selectedStates');
  });

  it('reads missing optional fields as empty', () => {
    const form = profileFormFromUser(aUser({ workExperience: null, education: null, certifications: null }));
    expect(form.workExperience).toBe('');
    expect(form.education).toBe('');
    expect(form.basicCertifications).toEqual([]);
  });
});

describe('dirty state', () => {
  const user = aUser();
  const clean = () => profileFormFromUser(user);

  it('is clean for the saved user', () => {
    expect(isProfileDirty(clean(), user)).toBe(false);
    expect(profileUpdateBody(clean(), user)).toEqual({});
  });

  it.each([
    ['name', { name: 'Mary Jane Seacole' }],
    ['phone', { phone: '(555) 123-4568' }],
    ['email', { email: 'mary.s@example.com' }],
    ['location', { location: 'Dayton, OH' }],
    ['LinkedIn', { linkedinUrl: 'https://www.linkedin.com/in/mary' }],
    ['work experience', { workExperience: 'Twelve years.' }],
    ['education', { education: 'MSN' }],
    ['basic certifications', { basicCertifications: ['BLS', 'PALS'] }],
    ['advanced certifications', { advancedCertifications: [] }],
    ['other certifications', { otherCertifications: ['TNCC'] }],
    ['specialties', { confirmedSpecialties: ['Cardiology', 'ICU'] }],
    ['interests', { selectedCareerAreas: [] }],
  ])('turns dirty when the %s changes', (_field, patch) => {
    expect(isProfileDirty({ ...clean(), ...patch }, user)).toBe(true);
  });

  it('turns clean again when a change is undone', () => {
    const form = { ...clean(), name: 'Someone Else' };
    expect(isProfileDirty(form, user)).toBe(true);
    expect(isProfileDirty({ ...form, name: 'Mary Seacole' }, user)).toBe(false);
  });

  it('ignores what does not change the record: spaces, order, phone format, email case', () => {
    expect(
      isProfileDirty(
        {
          ...clean(),
          name: ' Mary Seacole ',
          phone: '555-123-4567',
          email: 'MARY@example.com ',
          basicCertifications: ['BLS'],
          confirmedSpecialties: ['Cardiology'],
        },
        user,
      ),
    ).toBe(false);
  });
});

describe('profileUpdateBody', () => {
  const user = aUser();

  it('sends only what changed, phone as digits', () => {
    const form = { ...profileFormFromUser(user), phone: '(555) 987-6543', education: ' MSN ' };
    expect(profileUpdateBody(form, user)).toEqual({ phone: '5559876543', education: 'MSN' });
  });

  it('sends all certifications in one comma-joined list', () => {
    const form = { ...profileFormFromUser(user), basicCertifications: ['BLS', 'ACLS'] };
    expect(profileUpdateBody(form, user)).toEqual({ certifications: 'BLS,ACLS,CCRN' });
  });

  it('sends specialty and interest lists whole', () => {
    const form = { ...profileFormFromUser(user), selectedCareerAreas: ['Oncology', 'Telehealth'] };
    expect(profileUpdateBody(form, user)).toEqual({ selectedCareerAreas: ['Oncology', 'Telehealth'] });
  });
});

describe('emailChanged', () => {
  it('compares ignoring case and spaces', () => {
    expect(emailChanged({ email: ' Mary@Example.com' }, aUser())).toBe(false);
    expect(emailChanged({ email: 'new@example.com' }, aUser())).toBe(true);
  });
});

describe('validateProfileForm', () => {
  const form = profileFormFromUser(aUser());

  it('accepts the saved user', () => {
    expect(validateProfileForm(form)).toEqual({});
  });

  it('names each invalid field with its message', () => {
    expect(
      validateProfileForm({ ...form, name: ' ', phone: '(555) 123', email: 'not-an-email', linkedinUrl: 'https://example.com/me' }),
    ).toEqual({
      name: 'Name is required',
      phone: 'Please enter a valid phone number',
      email: 'Please enter a valid email address',
      linkedinUrl: 'Please enter a valid LinkedIn URL',
    });
  });

  it('allows an empty LinkedIn URL but not an empty email, which is the login', () => {
    expect(validateProfileForm({ ...form, linkedinUrl: '' })).toEqual({});
    expect(validateProfileForm({ ...form, email: '' })).toEqual({ email: 'Please enter a valid email address' });
  });
});
