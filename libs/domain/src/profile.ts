/** Profile and onboarding rules, shared by the server and the forms. */
import isUrlLib from 'validator/lib/isURL';
import { LIMITS } from './constants';
import { VALIDATION } from './messages';
import { isValidEmail, phoneDigits, type ValidationResult } from './validation';

export const PROFILE_VALIDATION = {
  licensureRequired: 'Please select at least one license type',
  specialtyRequired: 'Please add at least one specialty area you have experience in',
  invalidSpecialtyTitle: 'Invalid specialty',
  invalidSpecialty: 'Please select from the suggested specialties or check your spelling.',
  invalidFileTypeTitle: 'Invalid file type',
  invalidResumeType: 'Please upload a PDF or document file',
  invalidImageType: 'Please upload a JPEG, PNG or WebP image',
  unknownState: 'Please choose states from the list of US states',
  enlcNotEligible: 'A multistate (eNLC) mark is only possible for a selected state that is part of the compact',
  unknownLicensureType: 'Please choose license types from the list',
  resumeByUpload: 'The résumé is changed by uploading a file',
  noFile: 'Please choose a file to upload',
  emptyFile: 'The file is empty',
  oneFileOnly: 'Please upload one file at a time',
  unreadableImage: 'The image could not be read; it may be damaged or incomplete',
  imageTooManyPixels: 'The photo must be at most 40 megapixels',
  avatarTooLarge: 'The photo must be at most 5 MB',
  resumeTooLarge: 'The résumé must be at most 10 MB',
  noResume: 'No résumé has been uploaded',
  fileBusy: 'Another upload changed this file at the same time. Please try again.',
} as const;

/** The upload's form field is not the expected one (the server names the field to use). */
export function wrongUploadField(expected: string): string {
  return `Please send the file in the form field "${expected}"`;
}

/** Toasts of the profile, onboarding and interests screens: title and description. */
export const PROFILE_TOASTS = {
  profileUpdated: { title: 'Profile updated', description: 'Your profile has been updated successfully.' },
  profileUpdateFailed: { title: 'Error', description: 'Failed to update profile. Please try again.' },
  photoUpdated: { title: 'Profile photo updated', description: '' },
  photoFailed: { title: 'Error', description: 'Failed to upload profile photo. Please try again.' },
  resumeUploaded: { title: 'Resume uploaded', description: '' },
  resumeUploadFailed: { title: 'Error', description: 'Failed to upload resume. Please try again.' },
  resumeDeleted: { title: 'Resume deleted', description: '' },
  resumeDeleteFailed: { title: 'Error', description: 'Failed to delete resume. Please try again.' },
  userNotFound: { title: 'Error', description: 'User not found' },
  specialtiesUpdated: { title: 'Specialties updated', description: '' },
  specialtiesFailed: { title: 'Error', description: 'Failed to update specialties. Please try again.' },
  onboardingDone: { title: 'Welcome to the product!', description: 'Your profile has been set up successfully.' },
  onboardingFailed: { title: 'Error', description: 'Failed to complete onboarding. Please try again.' },
} as const;

/** Upload limits enforced by the server and checked by the forms before sending. */
export const UPLOAD_LIMITS = {
  avatarMaxBytes: 5 * 1024 * 1024,
  avatarMaxMegapixels: 40,
  resumeMaxBytes: 10 * 1024 * 1024,
} as const;

export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Whether a chosen file name looks like a résumé (the server checks the bytes). */
export function hasResumeExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

const RESUME_PREFIX = /^user\d+-/;
const FALLBACK_RESUME_NAME = 'resume.pdf';

/** The name shown for a résumé: the file part of its URL without a leading 'user{digits}-'. */
export function resumeDisplayName(resumeUrl: string | null | undefined): string {
  if (!resumeUrl) return FALLBACK_RESUME_NAME;
  const last = resumeUrl.split('?')[0]?.split('/').pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  const name = decoded.replace(RESUME_PREFIX, '').trim();
  return name.length > 0 ? name : FALLBACK_RESUME_NAME;
}

export function validateProfileName(value: string): ValidationResult {
  return value.trim().length > 0 ? null : VALIDATION.nameRequired;
}

/** Profile phone: at least 10 characters as typed, holding exactly 10 digits. */
export function validateProfilePhone(value: string): ValidationResult {
  const digits = value.replace(/\D/g, '');
  return value.trim().length >= LIMITS.phoneMinLength && digits.length === LIMITS.phoneDigits && phoneDigits(value) === digits
    ? null
    : VALIDATION.phoneSignup;
}

export function validateOptionalEmail(value: string): ValidationResult {
  return value.trim() === '' || isValidEmail(value) ? null : VALIDATION.email;
}

/** Empty, or an http(s) address on linkedin.com. */
export function validateLinkedinUrl(value: string): ValidationResult {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.length > LIMITS.urlMax) return VALIDATION.linkedin;
  if (!isUrlLib(trimmed, { protocols: ['http', 'https'], require_protocol: true, require_tld: true })) return VALIDATION.linkedin;
  const host = new URL(trimmed).hostname.toLowerCase();
  return host === 'linkedin.com' || host.endsWith('.linkedin.com') ? null : VALIDATION.linkedin;
}

/** Comma-joined text fields of the user record to a clean list and back. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function joinList(items: readonly string[]): string {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item.length > 0))].join(',');
}
