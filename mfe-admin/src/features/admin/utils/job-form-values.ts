import type { JobDetail, JobWriteRequest } from '@nurse/api-client';

/**
 * A listing as the form holds it: numbers and dates as typed (empty when not given), so that a field
 * can be cleared; `jobRequest` turns them into what the API takes.
 */
export interface JobFormValues {
  title: string;
  employer: string;
  setting: JobWriteRequest['setting'] | null;
  city: string;
  state: string | null;
  specialties: string[];
  employmentType: JobWriteRequest['employmentType'] | null;
  shiftPattern: JobWriteRequest['shiftPattern'] | null;
  schedule: string;
  hoursPerWeek: string;
  contractWeeks: string;
  startDate: string;
  requiredLicences: JobWriteRequest['requiredLicences'];
  requiredCertifications: string[];
  credentialNote: string;
  workMode: JobWriteRequest['workMode'];
  experienceYears: string;
  education: string;
  payMin: string;
  payMax: string;
  payUnit: NonNullable<JobWriteRequest['payUnit']> | null;
  payIncludes: string;
  description: string;
  responsibilities: string;
  qualifications: string;
  benefits: string;
  applyUrl: string;
  closingOn: string;
}

export type JobFormField = keyof JobFormValues;

export const EMPTY_JOB: JobFormValues = {
  title: '',
  employer: '',
  setting: null,
  city: '',
  state: null,
  specialties: [],
  employmentType: null,
  shiftPattern: null,
  schedule: '',
  hoursPerWeek: '',
  contractWeeks: '',
  startDate: '',
  requiredLicences: [],
  requiredCertifications: [],
  credentialNote: '',
  workMode: 'in-person',
  experienceYears: '',
  education: '',
  payMin: '',
  payMax: '',
  payUnit: null,
  payIncludes: '',
  description: '',
  responsibilities: '',
  qualifications: '',
  benefits: '',
  applyUrl: '',
  closingOn: '',
};

export const JOB_FORM_FIELDS = Object.keys(EMPTY_JOB) as JobFormField[];

/** Contract length and start date belong to travel and contract jobs only. */
export function hasContractTerms(employmentType: JobFormValues['employmentType']): boolean {
  return employmentType === 'travel' || employmentType === 'contract';
}

const typed = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for a stored listing. */
export function jobFormValues(job: JobDetail): JobFormValues {
  return {
    title: job.title,
    employer: job.employer,
    setting: job.setting,
    city: job.city,
    state: job.state,
    specialties: [...job.specialties],
    employmentType: job.employmentType,
    shiftPattern: job.shiftPattern,
    schedule: job.schedule,
    hoursPerWeek: typed(job.hoursPerWeek),
    contractWeeks: typed(job.contractWeeks),
    startDate: job.startDate ?? '',
    requiredLicences: job.requiredLicences as JobFormValues['requiredLicences'],
    requiredCertifications: [...job.requiredCertifications],
    credentialNote: job.credentialNote,
    workMode: job.workMode,
    experienceYears: typed(job.experienceYears),
    education: job.education,
    payMin: typed(job.pay?.min),
    payMax: typed(job.pay?.max),
    payUnit: job.pay?.unit ?? null,
    payIncludes: job.pay?.includes ?? '',
    description: job.description,
    responsibilities: job.responsibilities,
    qualifications: job.qualifications,
    benefits: job.benefits,
    applyUrl: job.applyUrl,
    closingOn: job.closingOn ?? '',
  };
}

/**
 * A typed number, or null when the field is empty. Text that is not a number goes to the server as
 * typed, so that its refusal (with the product's message) shows beside the field.
 */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : (trimmed as unknown as number);
}

const dayOrNull = (text: string) => (text === '' ? null : text);

/**
 * The whole listing as the API takes it: pay in dollars of its unit, or null while a draft has none;
 * contract length and start date only on travel and contract jobs. Choices left empty go as empty text,
 * which the server refuses beside their fields.
 */
export function jobRequest(values: JobFormValues): JobWriteRequest {
  const contract = hasContractTerms(values.employmentType);
  return {
    title: values.title,
    employer: values.employer,
    setting: (values.setting ?? '') as JobWriteRequest['setting'],
    city: values.city,
    state: values.state ?? '',
    specialties: values.specialties,
    employmentType: (values.employmentType ?? '') as JobWriteRequest['employmentType'],
    shiftPattern: (values.shiftPattern ?? '') as JobWriteRequest['shiftPattern'],
    schedule: values.schedule,
    hoursPerWeek: numberOrNull(values.hoursPerWeek),
    contractWeeks: contract ? numberOrNull(values.contractWeeks) : null,
    startDate: contract ? dayOrNull(values.startDate) : null,
    requiredLicences: values.requiredLicences,
    requiredCertifications: values.requiredCertifications,
    credentialNote: values.credentialNote,
    workMode: values.workMode,
    experienceYears: numberOrNull(values.experienceYears) ?? 0,
    education: values.education,
    payMin: numberOrNull(values.payMin),
    payMax: numberOrNull(values.payMax),
    payUnit: values.payUnit,
    payIncludes: values.payIncludes,
    description: values.description,
    responsibilities: values.responsibilities,
    qualifications: values.qualifications,
    benefits: values.benefits,
    applyUrl: values.applyUrl,
    closingOn: dayOrNull(values.closingOn),
  };
}
