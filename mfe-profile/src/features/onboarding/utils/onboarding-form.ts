/**
 * The onboarding form as data: what is still missing,
 * and the PUT body that completes the setup.
 */
import { sanitizeEnlcStates } from '@nurse/catalogue';
import { PROFILE_VALIDATION, joinList, validateLinkedinUrl } from '@nurse/domain';
import type { UpdateProfileRequest } from '@nurse/api-client';

export interface OnboardingForm {
  linkedinUrl: string;
  resume: File | null;
  location: string;
  licensureType: string[];
  /** Basic certifications. */
  certifications: string[];
  advancedCertifications: string[];
  customCertifications: string[];
  /** Licensed states, as codes. */
  activeLicenses: string[];
  enlcStates: string[];
  experiencedSpecialties: string[];
  areasOfInterest: string[];
}

export const EMPTY_ONBOARDING_FORM: OnboardingForm = {
  linkedinUrl: '',
  resume: null,
  location: '',
  licensureType: [],
  certifications: [],
  advancedCertifications: [],
  customCertifications: [],
  activeLicenses: [],
  enlcStates: [],
  experiencedSpecialties: [],
  areasOfInterest: [],
};

export type OnboardingProblemField = 'licensureType' | 'experiencedSpecialties' | 'linkedinUrl';

export interface OnboardingProblem {
  field: OnboardingProblemField;
  message: string;
}

/**
 * The items of the 'Please complete the following' summary, in form order: a licence type, a specialty
 * of experience, and a LinkedIn URL that is valid when given. Résumé, location, certifications and
 * interests are optional.
 */
export function missingOnboardingItems(form: OnboardingForm): OnboardingProblem[] {
  const problems: OnboardingProblem[] = [];
  if (form.licensureType.length === 0) problems.push({ field: 'licensureType', message: PROFILE_VALIDATION.licensureRequired });
  const linkedin = validateLinkedinUrl(form.linkedinUrl);
  if (linkedin) problems.push({ field: 'linkedinUrl', message: linkedin });
  if (form.experiencedSpecialties.length === 0) {
    problems.push({ field: 'experiencedSpecialties', message: PROFILE_VALIDATION.specialtyRequired });
  }
  return problems;
}

/**
 * PUT /api/users/{id} that completes onboarding: list fields comma-joined, all certifications in
 * one list (basic, advanced, then custom), the licensed states as both `selectedStates` and `licenses`,
 * eNLC marks only for selected eligible states, and onboardingCompleted. The résumé is uploaded on its
 * own call, which stores its URL on the user.
 */
export function onboardingUpdateBody(form: OnboardingForm): UpdateProfileRequest {
  const states = joinList(form.activeLicenses);
  return {
    licensureType: joinList(form.licensureType),
    certifications: joinList([...form.certifications, ...form.advancedCertifications, ...form.customCertifications]),
    licenses: states,
    selectedStates: states,
    eNLCStates: joinList(sanitizeEnlcStates(form.activeLicenses, form.enlcStates)),
    linkedinUrl: form.linkedinUrl.trim(),
    location: form.location.trim(),
    confirmedSpecialties: [...form.experiencedSpecialties],
    selectedCareerAreas: [...form.areasOfInterest],
    onboardingCompleted: true,
  };
}
