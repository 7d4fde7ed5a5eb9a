/**
 * The /profile form as data: built from the saved user, compared with it
 * field by field, and turned into the PUT body of what changed.
 */
import type { UpdateProfileRequest, User } from '@nurse/api-client';
import { classifyCertification } from '@nurse/catalogue';
import {
  formatPhone,
  joinList,
  phoneDigits,
  splitList,
  validateLinkedinUrl,
  validateOptionalEmail,
  validateProfileName,
  validateProfilePhone,
  VALIDATION,
} from '@nurse/domain';

export interface ProfileForm {
  name: string;
  /** As shown: (xxx) xxx-xxxx. */
  phone: string;
  email: string;
  location: string;
  linkedinUrl: string;
  workExperience: string;
  education: string;
  basicCertifications: string[];
  advancedCertifications: string[];
  /** Certifications outside both lists (added as free text at onboarding), kept as they are. */
  otherCertifications: string[];
  confirmedSpecialties: string[];
  selectedCareerAreas: string[];
}

/** The fields of the edit panel (the pencil next to the name). */
export const CONTACT_FIELDS = ['name', 'phone', 'email', 'location', 'linkedinUrl'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ProfileErrors = Partial<Record<ContactField, string>>;

function splitCertifications(value: string | null | undefined) {
  const basic: string[] = [];
  const advanced: string[] = [];
  const other: string[] = [];
  for (const item of splitList(value)) {
    const kind = classifyCertification(item);
    switch (kind) {
      case 'basic':
        basic.push(item.toUpperCase());
        break;
      case 'advanced':
        advanced.push(item.toUpperCase());
        break;
      case 'custom':
        other.push(item);
        break;
    }
  }
  return { basic, advanced, other };
}

/** The form as the saved user fills it. */
export function profileFormFromUser(user: User): ProfileForm {
  const certifications = splitCertifications(user.certifications);
  return {
    name: user.name ?? '',
    phone: formatPhone(user.phone ?? ''),
    email: user.email ?? '',
    location: user.location ?? '',
    linkedinUrl: user.linkedinUrl ?? '',
    workExperience: user.workExperience ?? '',
    education: user.education ?? '',
    basicCertifications: certifications.basic,
    advancedCertifications: certifications.advanced,
    otherCertifications: certifications.other,
    confirmedSpecialties: [...(user.confirmedSpecialties ?? [])],
    selectedCareerAreas: [...(user.selectedCareerAreas ?? [])],
  };
}

const sameText = (a: string, b: string) => a.trim() === b.trim();

/** Selections and chip lists: the same items, in any order, ignoring duplicates. */
function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((item) => item.trim()));
  const right = new Set(b.map((item) => item.trim()));
  return left.size === right.size && [...left].every((item) => right.has(item));
}

function allCertifications(form: Pick<ProfileForm, 'basicCertifications' | 'advancedCertifications' | 'otherCertifications'>): string[] {
  return [...form.basicCertifications, ...form.advancedCertifications, ...form.otherCertifications];
}

/** The email differs from the saved one (ignoring case and surrounding space): saving asks first. */
export function emailChanged(form: Pick<ProfileForm, 'email'>, user: User): boolean {
  return form.email.trim().toLowerCase() !== (user.email ?? '').trim().toLowerCase();
}

/**
 * What saving would send: only the fields that differ from the saved user. Phone goes as digits, the
 * list fields as comma-joined text. Licensure is not part of it: the wallet keeps it (see
 * licensure-summary.tsx).
 */
export function profileUpdateBody(form: ProfileForm, user: User): UpdateProfileRequest {
  const saved = profileFormFromUser(user);
  const body: UpdateProfileRequest = {};
  if (!sameText(form.name, saved.name)) body.name = form.name.trim();
  if (phoneDigits(form.phone) !== phoneDigits(saved.phone)) body.phone = phoneDigits(form.phone);
  if (emailChanged(form, user)) body.email = form.email.trim();
  if (!sameText(form.location, saved.location)) body.location = form.location.trim();
  if (!sameText(form.linkedinUrl, saved.linkedinUrl)) body.linkedinUrl = form.linkedinUrl.trim();
  if (!sameText(form.workExperience, saved.workExperience)) body.workExperience = form.workExperience.trim();
  if (!sameText(form.education, saved.education)) body.education = form.education.trim();
  if (!sameSet(allCertifications(form), allCertifications(saved))) body.certifications = joinList(allCertifications(form));
  if (!sameSet(form.confirmedSpecialties, saved.confirmedSpecialties)) body.confirmedSpecialties = [...form.confirmedSpecialties];
  if (!sameSet(form.selectedCareerAreas, saved.selectedCareerAreas)) body.selectedCareerAreas = [...form.selectedCareerAreas];
  return body;
}

/** Dirty state: any form field, list or selection differs from the saved user. */
export function isProfileDirty(form: ProfileForm, user: User): boolean {
  return Object.keys(profileUpdateBody(form, user)).length > 0;
}

/** The profile rules for the fields of the edit panel; the other fields are optional text. */
export function validateProfileForm(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = validateProfileName(form.name);
  if (name) errors.name = name;
  const phone = validateProfilePhone(form.phone);
  if (phone) errors.phone = phone;
  // The account's email is also its login, so it cannot be emptied here.
  const email = form.email.trim() === '' ? VALIDATION.email : validateOptionalEmail(form.email);
  if (email) errors.email = email;
  const linkedin = validateLinkedinUrl(form.linkedinUrl);
  if (linkedin) errors.linkedinUrl = linkedin;
  return errors;
}

/** The edit panel's fields as they were, for its Cancel. */
export function contactFieldsOf(form: ProfileForm): Pick<ProfileForm, ContactField> {
  return { name: form.name, phone: form.phone, email: form.email, location: form.location, linkedinUrl: form.linkedinUrl };
}
