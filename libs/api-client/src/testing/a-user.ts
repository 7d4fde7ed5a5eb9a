import type { User } from '../models';

/** A nurse who has just signed up (pending, nothing filled in yet); override what the test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Mary Seacole',
    email: 'mary@example.com',
    phone: '(555) 123-4567',
    profileImage: null,
    location: '',
    linkedinUrl: '',
    workExperience: '',
    education: '',
    resumeUrl: null,
    licensureType: '',
    licenses: '',
    certifications: '',
    selectedStates: '',
    eNLCStates: '',
    confirmedSpecialties: [],
    selectedCareerAreas: [],
    onboardingCompleted: false,
    accountStatus: 'pending',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastLogin: null,
    invitationEmails: [],
    verificationType: 'ncsbn',
    firstName: '',
    lastName: '',
    licenseNumber: '',
    licenseType: '',
    state: '',
    ncsbnId: '12345678',
    deletionScheduledFor: null,
    deletedAt: null,
    ...overrides,
  };
}
