import isEmailLib from 'validator/lib/isEmail';
import { LIMITS, VERIFICATION_TYPES, type VerificationType, type AccountStatus, type InvitationStatus } from './constants';
import { VALIDATION } from './messages';

/** A validation outcome: null when the value is acceptable, otherwise the message to show. */
export type ValidationResult = string | null;

const NAME_PATTERN = /^[\p{L}\s]+$/u;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= LIMITS.emailMax && isEmailLib(trimmed);
}

/**
 * The identity of an email address: trimmed, lower-cased and in Unicode's composed form (NFC), so one
 * address typed in another case or with decomposed accents is the same account. Accents still count:
 * `bôb@example.com` is not `bob@example.com`.
 */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}

export function validateEmail(value: string): ValidationResult {
  return isValidEmail(value) ? null : VALIDATION.email;
}

/** Name on the combined auth screen: at least 2 characters, letters and spaces only. */
export function validateName(value: string): ValidationResult {
  const trimmed = value.trim();
  if (trimmed.length < LIMITS.nameMin) return VALIDATION.nameMin;
  if (!NAME_PATTERN.test(trimmed)) return VALIDATION.nameChars;
  return null;
}

export function validatePassword(value: string): ValidationResult {
  return value.length >= LIMITS.passwordMin ? null : VALIDATION.passwordMin;
}

export function validateLoginPassword(value: string): ValidationResult {
  return value.length > 0 ? null : VALIDATION.passwordRequired;
}

/** Keeps digits only, capped at 10 (every phone input of the product). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.phoneDigits);
}

/** Shows (###) ###-#### progressively as digits are typed. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const FORMATTED_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Phone on the combined auth screen: length first, then the (123) 456-7890 format. */
export function validateAuthPhone(value: string): ValidationResult {
  if (value.trim().length < LIMITS.phoneMinLength) return VALIDATION.phoneMinAuth;
  if (!FORMATTED_PHONE.test(value.trim())) return VALIDATION.phoneFormat;
  return null;
}

/** Phone on the sign-up page and the profile: at least 10 characters holding 10 digits. */
export function validateSignupPhone(value: string): ValidationResult {
  if (value.trim().length < LIMITS.phoneMinLength || phoneDigits(value).length !== LIMITS.phoneDigits) {
    return VALIDATION.phoneSignup;
  }
  return null;
}

export function ncsbnDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.ncsbnIdDigits);
}

export interface VerificationFields {
  verificationType?: string;
  firstName?: string;
  lastName?: string;
  licenseNumber?: string;
  licenseType?: string;
  state?: string;
  ncsbnId?: string;
}

const filled = (value: string | undefined): boolean => (value ?? '').trim().length > 0;

export function isVerificationType(value: unknown): value is VerificationType {
  return typeof value === 'string' && (VERIFICATION_TYPES as readonly string[]).includes(value);
}

/** The verification method decides which fields are required. */
export function validateVerification(fields: VerificationFields): ValidationResult {
  switch (fields.verificationType) {
    case 'name':
      return [fields.firstName, fields.lastName, fields.licenseType, fields.state].every(filled) ? null : VALIDATION.verificationFields;
    case 'license':
      return [fields.licenseNumber, fields.licenseType, fields.state].every(filled) ? null : VALIDATION.verificationFields;
    case 'ncsbn':
      return /^\d{8}$/.test(fields.ncsbnId ?? '') ? null : VALIDATION.verificationFields;
    default:
      return VALIDATION.verificationFields;
  }
}

/**
 * The account name of a sign-up: first plus last name when verifying by name,
 * otherwise the part of the email before the @.
 */
export function deriveAccountName(fields: { email: string; verificationType?: string; firstName?: string; lastName?: string }): string {
  if (fields.verificationType === 'name') {
    return `${(fields.firstName ?? '').trim()} ${(fields.lastName ?? '').trim()}`.trim();
  }
  return fields.email.trim().split('@')[0] ?? '';
}

/** Keeps the entries that look like email addresses, normalised and without repeats. */
export function filterValidEmails(entries: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (typeof entry !== 'string' || !isValidEmail(entry)) continue;
    seen.add(normalizeEmail(entry));
  }
  return [...seen];
}

/** Invitation status in admin: invited (no account), pending (account not live), live. */
export function deriveInvitationStatus(accountStatus: AccountStatus | null | undefined): InvitationStatus {
  if (!accountStatus) return 'invited';
  return accountStatus === 'live' ? 'live' : 'pending';
}

/** Where a nurse goes after signing in on the login page. */
export function landingRouteAfterLogin(user: { accountStatus: AccountStatus; onboardingCompleted: boolean }): '/onboarding' | '/dashboard' {
  return user.accountStatus === 'live' && !user.onboardingCompleted ? '/onboarding' : '/dashboard';
}
