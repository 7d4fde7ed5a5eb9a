import type { UserEntity } from '../users/entities/user.entity';

/** The domain tombstones' email addresses are under: reserved, never delivered (RFC 2606). */
export const TOMBSTONE_EMAIL_DOMAIN = 'deleted.invalid';

/**
 * What her account row holds once her account is erased: nothing that identifies her. The row stays so
 * that the messages she sent, kept in the other nurses' conversations, still point at an account (shown
 * as a deleted member); its email is made from its id, so her own address can sign up again.
 */
export function tombstoneOf(userId: number, deletedAt: Date): Partial<UserEntity> {
  return {
    name: '',
    email: `deleted-${userId}@${TOMBSTONE_EMAIL_DOMAIN}`,
    phone: '',
    passwordHash: '',
    profileImage: null,
    location: '',
    linkedinUrl: '',
    workExperience: null,
    education: null,
    resumeUrl: null,
    resumeFile: null,
    resumeName: null,
    licensureType: '',
    licenses: null,
    certifications: null,
    selectedStates: '',
    eNLCStates: '',
    confirmedSpecialties: [],
    selectedCareerAreas: [],
    onboardingCompleted: false,
    accountStatus: 'deleted',
    invitationEmails: [],
    verificationType: null,
    firstName: null,
    lastName: null,
    licenseNumber: null,
    licenseType: null,
    state: null,
    ncsbnId: null,
    lastLogin: null,
    statusBeforeDeletion: null,
    deletedAt,
  };
}
