import type { Job, JobDetail, JobPayChange } from '../models';

/** The first release's field names every listing still carries; the screens read the listing's own fields. */
const FIRST_RELEASE_FIELDS = {
  JobID: '',
  JobTitle: '',
  Specialty: '',
  Employer: '',
  Location: '',
  WorkType: 'Full-time',
  ShiftSchedule: '',
  PayRate: '',
  PayType: 'Hourly',
  ExperienceRequiredYears: 0,
  EducationRequired: '',
  LicenseCertification1: '',
  LicenseCertification2: '',
  JobDescription: '',
  Responsibilities: '',
  Qualifications: '',
  RemoteHybridInPerson: 'In-person',
  Benefits: '',
  DatePosted: '',
  ApplicationLink: '',
} as const;

/**
 * A listing as the API answers it, for the front ends' screen tests: open, ICU staff in Columbus, OH,
 * paying $48.50–$61.75 an hour for three 12-hour nights. Each test changes what it is about through
 * `overrides`.
 */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    ...FIRST_RELEASE_FIELDS,
    id: 1,
    status: 'open',
    title: 'ICU Registered Nurse',
    employer: 'Riverside Methodist Hospital',
    setting: 'hospital',
    city: 'Columbus',
    state: 'OH',
    specialties: ['Critical Care'],
    employmentType: 'staff',
    shiftPattern: 'nights',
    schedule: 'Three 12-hour nights a week',
    hoursPerWeek: 36,
    contractWeeks: null,
    startDate: null,
    requiredLicences: ['RN'],
    requiredCertifications: ['BLS'],
    credentialNote: '',
    workMode: 'in-person',
    experienceYears: 2,
    education: 'BSN',
    pay: { min: 48.5, max: 61.75, unit: 'hourly', includes: '', hourlyMin: 48.5, hourlyMax: 61.75, text: '$48.50–$61.75 an hour' },
    description: 'Care for critically ill adults in a 32-bed ICU.',
    responsibilities: '',
    qualifications: '',
    benefits: '',
    applyUrl: 'https://careers.example.org/jobs/001',
    postedOn: '2026-11-20',
    closingOn: null,
    closedAt: null,
    ...overrides,
  };
}

/** A listing's pay as it was published (Nov 20): one change, or none when it has no pay range. */
function publishedPay({ pay }: Job): JobPayChange[] {
  if (!pay) return [];
  const { min, max, unit, includes, text } = pay;
  return [{ min, max, unit, includes, text, changedAt: '2026-11-20T09:00:00.000Z' }];
}

/** `aJob` with its pay history: published at its pay, unless `overrides` gives the history. */
export function aJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  const { payHistory, ...listing } = overrides;
  const job = aJob(listing);
  return { ...job, payHistory: payHistory ?? publishedPay(job) };
}
