import type { User } from '@nurse/api-client';
import { aUser as aNewNurse } from '@nurse/api-client/testing';

/** A live nurse who has completed onboarding; override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return aNewNurse({
    phone: '5551234567',
    location: 'Columbus, OH',
    workExperience: 'Ten years on a cardiac ward.',
    education: 'BSN',
    licensureType: 'RN',
    licenses: 'OH',
    certifications: 'BLS,CCRN',
    selectedStates: 'OH',
    eNLCStates: 'OH',
    confirmedSpecialties: ['Cardiology'],
    selectedCareerAreas: ['Oncology'],
    onboardingCompleted: true,
    accountStatus: 'live',
    firstName: null,
    lastName: null,
    licenseNumber: null,
    licenseType: null,
    state: null,
    ...overrides,
  });
}
