import type { User } from '@nurse/api-client';

/** A live nurse for tests; override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Mary Seacole',
    email: 'mary@example.com',
    phone: '5551234567',
    profileImage: null,
    location: 'Columbus, OH',
    linkedinUrl: '',
    workExperience: 'Ten years on a cardiac ward.',
    education: 'BSN',
    resumeUrl: null,
    licensureType: 'RN',
    licenses: 'OH',
    certifications: 'BLS,CCRN',
    selectedStates: 'OH',
    eNLCStates: 'OH',
    confirmedSpecialties: ['Cardiology'],
    selectedCareerAreas: ['Oncology'],
    onboardingCompleted: true,
    accountStatus: 'live',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastLogin: null,
    invitationEmails: [],
    verificationType: 'ncsbn',
    firstName: null,
    lastName: null,
    licenseNumber: null,
    licenseType: null,
    state: null,
    ncsbnId: '12345678',
    ...overrides,
  };
}
