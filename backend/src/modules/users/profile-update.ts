/**
 * The profile's server-side rules: what a PUT /api/users/{id} body changes, or which
 * fields it gets wrong. Pure, so every rule is unit-tested without a database.
 */
import { findSpecialty, isEnlcEligible, isStateCode, LICENSURE_TYPES, sanitizeEnlcStates } from '@nurse/catalogue';
import {
  isValidEmail,
  joinList,
  normalizeEmail,
  phoneDigits,
  PROFILE_VALIDATION,
  splitList,
  validateLinkedinUrl,
  validateProfileName,
  validateProfilePhone,
  VALIDATION,
} from '@nurse/domain';
import type { FieldErrorDto } from '../../common/error-response.dto';
import { PROFILE_LIMITS, type UpdateUserDto } from './dto/update-user.dto';
import type { UserEntity } from './entities/user.entity';

export type ProfileFields = Pick<
  UserEntity,
  | 'name'
  | 'phone'
  | 'email'
  | 'workExperience'
  | 'education'
  | 'licenses'
  | 'certifications'
  | 'linkedinUrl'
  | 'location'
  | 'resumeUrl'
  | 'licensureType'
  | 'selectedStates'
  | 'eNLCStates'
  | 'confirmedSpecialties'
  | 'selectedCareerAreas'
  | 'onboardingCompleted'
>;

export type ProfileChanges = Partial<Omit<ProfileFields, 'resumeUrl'>>;

export type ProfileUpdateResult = { ok: true; changes: ProfileChanges } | { ok: false; errors: FieldErrorDto[] };

const LICENSURE_BY_KEY = new Map<string, string>(LICENSURE_TYPES.map((type) => [type.toLowerCase(), type]));

const textOrNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Canonical catalogue names for names or synonyms; null when one of them is not in the catalogue. */
export function resolveSpecialties(values: readonly string[]): string[] | null {
  const resolved: string[] = [];
  for (const value of values) {
    const canonical = findSpecialty(value);
    if (!canonical) return null;
    if (!resolved.includes(canonical)) resolved.push(canonical);
  }
  return resolved;
}

/** Applies the body to the stored profile: the changes to save, or every field that breaks a rule. */
export function applyProfileUpdate(current: ProfileFields, body: UpdateUserDto): ProfileUpdateResult {
  const errors: FieldErrorDto[] = [];
  const changes: ProfileChanges = {};
  const fail = (field: string, message: string) => errors.push({ field, message });

  if (body.name !== undefined) {
    const name = (body.name ?? '').trim().replace(/\s+/g, ' ');
    const problem = validateProfileName(name);
    if (problem) fail('name', problem);
    else changes.name = name;
  }

  if (body.phone !== undefined) {
    const phone = body.phone ?? '';
    const problem = validateProfilePhone(phone);
    if (problem) fail('phone', problem);
    else changes.phone = phoneDigits(phone);
  }

  if (body.email !== undefined) {
    const email = (body.email ?? '').trim();
    if (!isValidEmail(email)) fail('email', VALIDATION.email);
    else changes.email = normalizeEmail(email);
  }

  if (body.workExperience !== undefined) changes.workExperience = textOrNull(body.workExperience);
  if (body.education !== undefined) changes.education = textOrNull(body.education);
  if (body.location !== undefined) changes.location = (body.location ?? '').trim().replace(/\s+/g, ' ');

  for (const field of ['licenses', 'certifications'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const items = splitList(value);
    if (items.length > PROFILE_LIMITS.listItems) fail(field, `At most ${PROFILE_LIMITS.listItems} entries`);
    else if (items.some((item) => item.length > PROFILE_LIMITS.listItem)) {
      fail(field, `Each entry must be at most ${PROFILE_LIMITS.listItem} characters`);
    } else changes[field] = textOrNull(joinList(items));
  }

  if (body.linkedinUrl !== undefined) {
    const url = (body.linkedinUrl ?? '').trim();
    const problem = validateLinkedinUrl(url);
    if (problem) fail('linkedinUrl', problem);
    else changes.linkedinUrl = url;
  }

  if (body.resumeUrl !== undefined && (body.resumeUrl || null) !== (current.resumeUrl || null)) {
    fail('resumeUrl', PROFILE_VALIDATION.resumeByUpload);
  }

  if (body.licensureType !== undefined) {
    const items = splitList(body.licensureType).map((item) => LICENSURE_BY_KEY.get(item.toLowerCase()));
    if (items.some((item) => item === undefined)) fail('licensureType', PROFILE_VALIDATION.unknownLicensureType);
    else changes.licensureType = joinList(items as string[]);
  }

  let selected = splitList(current.selectedStates);
  if (body.selectedStates !== undefined) {
    const codes = splitList(body.selectedStates).map((code) => code.toUpperCase());
    if (!codes.every(isStateCode)) fail('selectedStates', PROFILE_VALIDATION.unknownState);
    else {
      selected = [...new Set(codes)];
      changes.selectedStates = selected.join(',');
    }
  }

  if (body.eNLCStates !== undefined) {
    const codes = [...new Set(splitList(body.eNLCStates).map((code) => code.toUpperCase()))];
    if (!codes.every((code) => selected.includes(code) && isEnlcEligible(code))) fail('eNLCStates', PROFILE_VALIDATION.enlcNotEligible);
    else changes.eNLCStates = codes.join(',');
  } else if (changes.selectedStates !== undefined) {
    // Unselecting a state removes its eNLC mark.
    changes.eNLCStates = sanitizeEnlcStates(selected, splitList(current.eNLCStates)).join(',');
  }

  for (const field of ['confirmedSpecialties', 'selectedCareerAreas'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const resolved = resolveSpecialties(value ?? []);
    if (!resolved) fail(field, PROFILE_VALIDATION.invalidSpecialty);
    else changes[field] = resolved;
  }

  if (body.onboardingCompleted !== undefined && body.onboardingCompleted !== null) {
    if (body.onboardingCompleted) {
      const licensure = changes.licensureType ?? current.licensureType;
      const specialties = changes.confirmedSpecialties ?? current.confirmedSpecialties;
      if (splitList(licensure).length === 0) fail('licensureType', PROFILE_VALIDATION.licensureRequired);
      if (specialties.length === 0) fail('confirmedSpecialties', PROFILE_VALIDATION.specialtyRequired);
    }
    changes.onboardingCompleted = body.onboardingCompleted;
  }

  // One message per field: the first rule it broke.
  const seen = new Set<string>();
  const unique = errors.filter((error) => !seen.has(error.field) && seen.add(error.field));
  return unique.length > 0 ? { ok: false, errors: unique } : { ok: true, changes };
}
