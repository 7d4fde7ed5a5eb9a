import type { UserEntity } from './entities/user.entity';
import type { OwnProfileDto, PublicUserDto, UserDto, UserSummaryDto } from './dto/user.dto';

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

/** Her own profile last made from a frozen account, kept while her wallet's names are the same kept list. */
const ownProfilesOfFrozenAccounts = new WeakMap<UserEntity, OwnProfileDto>();

/**
 * Her own profile: her record and the names of the certifications her wallet holds. From a frozen
 * account and the wallet's kept names (both shared, never changed) it is made once and answered again
 * until either is read afresh.
 */
export function toOwnProfileDto(user: UserEntity, walletCertifications: string[]): OwnProfileDto {
  const kept = ownProfilesOfFrozenAccounts.get(user);
  if (kept?.walletCertifications === walletCertifications) return kept;
  const profile: OwnProfileDto = Object.assign({}, toUserDto(user), { walletCertifications });
  if (Object.isFrozen(user)) ownProfilesOfFrozenAccounts.set(user, Object.freeze(profile));
  return profile;
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
