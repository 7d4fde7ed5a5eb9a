import { PROFILE_VALIDATION, VALIDATION } from '@nurse/domain';
import type { UpdateUserDto } from './dto/update-user.dto';
import { applyProfileUpdate, resolveSpecialties, type ProfileFields } from './profile-update';

const stored = (overrides: Partial<ProfileFields> = {}): ProfileFields => ({
  name: 'Jane Doe',
  phone: '5551234567',
  email: 'jane@example.org',
  workExperience: null,
  education: null,
  licenses: null,
  certifications: null,
  linkedinUrl: '',
  location: '',
  resumeUrl: null,
  licensureType: '',
  selectedStates: 'TX,CA',
  eNLCStates: 'TX',
  confirmedSpecialties: [],
  selectedCareerAreas: [],
  onboardingCompleted: false,
  ...overrides,
});

function changes(body: UpdateUserDto, current = stored()) {
  const result = applyProfileUpdate(current, body);
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.changes;
}

function errors(body: UpdateUserDto, current = stored()) {
  const result = applyProfileUpdate(current, body);
  if (result.ok) throw new Error('expected errors');
  return Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
}

describe('applyProfileUpdate: contact fields', () => {
  it('changes nothing for an empty body', () => {
    expect(changes({})).toEqual({});
  });

  it('requires a name when one is sent', () => {
    expect(errors({ name: '   ' })).toEqual({ name: VALIDATION.nameRequired });
    expect(errors({ name: null })).toEqual({ name: VALIDATION.nameRequired });
    expect(changes({ name: '  Jane   Q  Doe ' })).toEqual({ name: 'Jane Q Doe' });
  });

  it('stores the phone as ten digits and refuses fewer', () => {
    expect(changes({ phone: '(555) 987-6543' })).toEqual({ phone: '5559876543' });
    expect(errors({ phone: '555-1234' })).toEqual({ phone: VALIDATION.phoneSignup });
    expect(errors({ phone: '(555) 987-65431' })).toEqual({ phone: VALIDATION.phoneSignup });
    expect(errors({ phone: '' })).toEqual({ phone: VALIDATION.phoneSignup });
  });

  it('lower-cases a valid email and refuses an invalid or empty one', () => {
    expect(changes({ email: '  Jane.New@Example.ORG ' })).toEqual({ email: 'jane.new@example.org' });
    expect(errors({ email: 'not-an-email' })).toEqual({ email: VALIDATION.email });
    expect(errors({ email: '' })).toEqual({ email: VALIDATION.email });
  });

  it('accepts an empty or linkedin.com LinkedIn URL only', () => {
    expect(changes({ linkedinUrl: 'https://www.linkedin.com/in/jane' })).toEqual({ linkedinUrl: 'https://www.linkedin.com/in/jane' });
    expect(changes({ linkedinUrl: '' })).toEqual({ linkedinUrl: '' });
    expect(errors({ linkedinUrl: 'https://evil.example/in/jane' })).toEqual({ linkedinUrl: VALIDATION.linkedin });
    expect(errors({ linkedinUrl: 'javascript:alert(1)' })).toEqual({ linkedinUrl: VALIDATION.linkedin });
  });

  it('trims free text and stores blank as null', () => {
    expect(changes({ workExperience: '  5 years ICU  ', education: '   ', location: ' Austin,  TX ' })).toEqual({
      workExperience: '5 years ICU',
      education: null,
      location: 'Austin, TX',
    });
  });

  it('normalises comma-joined licences and certifications and caps their entries', () => {
    expect(changes({ certifications: ' ACLS, BLS ,,ACLS, My cert ' })).toEqual({ certifications: 'ACLS,BLS,My cert' });
    expect(changes({ licenses: '' })).toEqual({ licenses: null });
    expect(errors({ certifications: 'x'.repeat(101) })).toEqual({ certifications: 'Each entry must be at most 100 characters' });
    expect(errors({ licenses: Array.from({ length: 51 }, (_, i) => `L${i}`).join(',') })).toEqual({ licenses: 'At most 50 entries' });
  });
});

describe('applyProfileUpdate: résumé URL', () => {
  it('accepts the stored value unchanged (no change) and refuses any other', () => {
    const current = stored({ resumeUrl: '/api/users/1/resume/user1-cv.pdf' });
    expect(changes({ resumeUrl: '/api/users/1/resume/user1-cv.pdf' }, current)).toEqual({});
    expect(changes({ resumeUrl: '' }, stored())).toEqual({});
    expect(changes({ resumeUrl: null }, stored())).toEqual({});
    expect(errors({ resumeUrl: 'https://evil.example/x.pdf' }, current)).toEqual({ resumeUrl: PROFILE_VALIDATION.resumeByUpload });
    expect(errors({ resumeUrl: null }, current)).toEqual({ resumeUrl: PROFILE_VALIDATION.resumeByUpload });
  });
});

describe('applyProfileUpdate: licence types and states', () => {
  it('takes licence types from the list, in their listed spelling', () => {
    expect(changes({ licensureType: 'rn, APRN,student,RN' })).toEqual({ licensureType: 'RN,APRN,Student' });
    expect(errors({ licensureType: 'RN,Doctor' })).toEqual({ licensureType: PROFILE_VALIDATION.unknownLicensureType });
  });

  it('takes states from the 50 codes, upper-cased and de-duplicated', () => {
    expect(changes({ selectedStates: 'tx,FL,tx', eNLCStates: 'TX' })).toEqual({ selectedStates: 'TX,FL', eNLCStates: 'TX' });
    expect(errors({ selectedStates: 'TX,ZZ' })).toEqual({ selectedStates: PROFILE_VALIDATION.unknownState });
    expect(errors({ selectedStates: 'DC' })).toEqual({ selectedStates: PROFILE_VALIDATION.unknownState });
  });

  it('marks eNLC only on selected states that are in the compact', () => {
    expect(changes({ eNLCStates: 'tx' })).toEqual({ eNLCStates: 'TX' });
    expect(errors({ eNLCStates: 'CA' })).toEqual({ eNLCStates: PROFILE_VALIDATION.enlcNotEligible });
    expect(errors({ eNLCStates: 'FL' })).toEqual({ eNLCStates: PROFILE_VALIDATION.enlcNotEligible });
    expect(errors({ selectedStates: 'MA', eNLCStates: 'MA' })).toEqual({ eNLCStates: PROFILE_VALIDATION.enlcNotEligible });
    expect(changes({ selectedStates: 'FL,NY', eNLCStates: 'FL' })).toEqual({ selectedStates: 'FL,NY', eNLCStates: 'FL' });
    expect(changes({ eNLCStates: '' })).toEqual({ eNLCStates: '' });
  });

  it('drops the eNLC mark of a state that is unselected', () => {
    expect(changes({ selectedStates: 'CA,OH' })).toEqual({ selectedStates: 'CA,OH', eNLCStates: '' });
    expect(changes({ selectedStates: 'TX,OH' })).toEqual({ selectedStates: 'TX,OH', eNLCStates: 'TX' });
  });
});

describe('applyProfileUpdate: specialties and interests', () => {
  it('stores catalogue names for names and synonyms, ignoring case, without duplicates', () => {
    expect(changes({ confirmedSpecialties: ['icu', 'CCU', 'ER', 'Oncology'], selectedCareerAreas: ['Urgent Care'] })).toEqual({
      confirmedSpecialties: ['ICU', 'Emergency Medicine', 'Oncology'],
      selectedCareerAreas: ['Emergency Medicine'],
    });
    expect(changes({ selectedCareerAreas: [] })).toEqual({ selectedCareerAreas: [] });
  });

  it('refuses anything not in the catalogue, typos included (the form corrects those first)', () => {
    expect(errors({ confirmedSpecialties: ['ICU', 'Underwater Basket Weaving'] })).toEqual({
      confirmedSpecialties: PROFILE_VALIDATION.invalidSpecialty,
    });
    expect(errors({ selectedCareerAreas: ['pediatircs'] })).toEqual({ selectedCareerAreas: PROFILE_VALIDATION.invalidSpecialty });
    expect(resolveSpecialties(['Wound Care', 'wound care'])).toEqual(['Wound care']);
  });
});

describe('applyProfileUpdate: onboarding', () => {
  it('completes onboarding only with a licence type and a specialty', () => {
    expect(errors({ onboardingCompleted: true })).toEqual({
      licensureType: PROFILE_VALIDATION.licensureRequired,
      confirmedSpecialties: PROFILE_VALIDATION.specialtyRequired,
    });
    expect(changes({ onboardingCompleted: true, licensureType: 'RN', confirmedSpecialties: ['ICU'] })).toEqual({
      onboardingCompleted: true,
      licensureType: 'RN',
      confirmedSpecialties: ['ICU'],
    });
    expect(changes({ onboardingCompleted: true }, stored({ licensureType: 'LPN', confirmedSpecialties: ['NICU'] }))).toEqual({
      onboardingCompleted: true,
    });
  });

  it('reports every wrong field at once, one message each', () => {
    expect(Object.keys(errors({ name: '', phone: '1', email: 'x', selectedStates: 'QQ', confirmedSpecialties: ['??'] }))).toEqual([
      'name',
      'phone',
      'email',
      'selectedStates',
      'confirmedSpecialties',
    ]);
  });
});
