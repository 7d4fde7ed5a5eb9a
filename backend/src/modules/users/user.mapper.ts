import type { UserEntity } from './entities/user.entity';
import type { PublicUserDto, UserDto, UserSummaryDto } from './dto/user.dto';

export function toPublicUserDto(user: UserEntity): PublicUserDto {
  return {
    id: user.id,
    name: user.name,
    profileImage: user.profileImage,
    location: user.location,
    workExperience: user.workExperience,
    education: user.education,
    confirmedSpecialties: user.confirmedSpecialties,
    selectedCareerAreas: user.selectedCareerAreas,
    licensureType: user.licensureType,
    selectedStates: user.selectedStates,
    eNLCStates: user.eNLCStates,
  };
}

/**
 * The whole record of an account the session cache holds: it is frozen (see frozenAccount), so its
 * record is mapped once for the burst of requests that reads it, and the record is frozen with it.
 */
const recordsOfFrozenAccounts = new WeakMap<UserEntity, UserDto>();

export function toUserDto(user: UserEntity): UserDto {
  if (!Object.isFrozen(user)) return mapUser(user);
  let record = recordsOfFrozenAccounts.get(user);
  if (!record) {
    record = Object.freeze(mapUser(user));
    recordsOfFrozenAccounts.set(user, record);
  }
  return record;
}

function mapUser(user: UserEntity): UserDto {
  // Object.assign rather than an object spread: V8 copies a spread object property by property,
  // about ten times the cost, and every signed-in page load maps the nurse's record.
  return Object.assign(toPublicUserDto(user), {
    email: user.email,
    phone: user.phone,
    linkedinUrl: user.linkedinUrl,
    resumeUrl: user.resumeUrl,
    licenses: user.licenses,
    certifications: user.certifications,
    onboardingCompleted: user.onboardingCompleted,
    accountStatus: user.accountStatus,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    invitationEmails: user.invitationEmails,
    verificationType: user.verificationType,
    firstName: user.firstName,
    lastName: user.lastName,
    licenseNumber: user.licenseNumber,
    licenseType: user.licenseType,
    state: user.state,
    ncsbnId: user.ncsbnId,
    deletionScheduledFor: user.deletionDueAt?.toISOString() ?? null,
    deletedAt: user.deletedAt?.toISOString() ?? null,
  });
}

/** The columns a UserSummaryDto is made from, which list reads select alone. */
export const USER_SUMMARY_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'location',
  'accountStatus',
  'createdAt',
  'lastLogin',
  'deletionDueAt',
  'deletedAt',
] as const;

export function toUserSummaryDto(user: Pick<UserEntity, (typeof USER_SUMMARY_COLUMNS)[number]>): UserSummaryDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    location: user.location,
    accountStatus: user.accountStatus,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    deletionScheduledFor: user.deletionDueAt?.toISOString() ?? null,
    deletedAt: user.deletedAt?.toISOString() ?? null,
  };
}
