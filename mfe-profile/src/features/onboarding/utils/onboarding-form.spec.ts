import { EMPTY_ONBOARDING_FORM, missingOnboardingItems, onboardingUpdateBody, type OnboardingForm } from './onboarding-form';

const complete: OnboardingForm = {
  ...EMPTY_ONBOARDING_FORM,
  licensureType: ['RN', 'APRN'],
  certifications: ['BLS'],
  advancedCertifications: ['CCRN'],
  customCertifications: ['TNCC'],
  activeLicenses: ['OH', 'CA'],
  enlcStates: ['OH'],
  experiencedSpecialties: ['ICU'],
  areasOfInterest: ['Oncology'],
  linkedinUrl: ' https://www.linkedin.com/in/mary ',
  location: 'Columbus, OH',
};

describe('missingOnboardingItems', () => {
  it('lists a licence type, a specialty of experience and a bad LinkedIn URL, each with its message', () => {
    expect(missingOnboardingItems({ ...EMPTY_ONBOARDING_FORM, linkedinUrl: 'linkedin' }).map((p) => p.message)).toEqual([
      'Please select at least one license type',
      'Please enter a valid LinkedIn URL',
      'Please add at least one specialty area you have experience in',
    ]);
  });

  it('needs nothing else: résumé, location, certifications and interests are optional', () => {
    expect(missingOnboardingItems({ ...EMPTY_ONBOARDING_FORM, licensureType: ['CNA'], experiencedSpecialties: ['Pediatrics'] })).toEqual(
      [],
    );
  });
});

describe('onboardingUpdateBody', () => {
  it('maps the form to the PUT body and completes onboarding', () => {
    expect(onboardingUpdateBody(complete)).toEqual({
      licensureType: 'RN,APRN',
      certifications: 'BLS,CCRN,TNCC',
      licenses: 'OH,CA',
      selectedStates: 'OH,CA',
      eNLCStates: 'OH',
      linkedinUrl: 'https://www.linkedin.com/in/mary',
      location: 'Columbus, OH',
      confirmedSpecialties: ['ICU'],
      selectedCareerAreas: ['Oncology'],
      onboardingCompleted: true,
    });
  });

  it('never sends an eNLC mark for a state that is not selected or not eligible', () => {
    const body = onboardingUpdateBody({ ...complete, activeLicenses: ['CA', 'TX'], enlcStates: ['CA', 'OH', 'TX'] });
    expect(body.eNLCStates).toBe('TX');
  });
});
