import type { Job, JobAlert, JobApplication, JobDetail, JobPayChange, JobSearchPage } from '@nurse/api-client';

/** The first release's field names every listing still carries; the job board's cards read its own fields. */
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

/** An open ICU staff listing in Columbus, OH, paying $48.50–$61.75 an hour for three 12-hour nights. */
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

/** A day travel listing in Austin, TX, paying $2,100–$2,340 a week for 36 hours. */
export function aTravelJob(overrides: Partial<Job> = {}): Job {
  return aJob({
    id: 2,
    title: 'Travel Med-Surg Nurse',
    employer: 'Lone Star Medical Center',
    city: 'Austin',
    state: 'TX',
    specialties: ['Medical-Surgical'],
    employmentType: 'travel',
    shiftPattern: 'days',
    schedule: 'Three 12-hour days a week, 13 weeks',
    pay: {
      min: 2100,
      max: 2340,
      unit: 'weekly',
      includes: 'Stipends included',
      hourlyMin: 58.33,
      hourlyMax: 65,
      text: '$2,100–$2,340 a week',
    },
    applyUrl: 'https://careers.example.org/jobs/002',
    ...overrides,
  });
}

/** One page of the job search's answer. */
export const jobPage = (items: Job[], total = items.length, nextCursor: string | null = null): JobSearchPage => ({
  items,
  total,
  nextCursor,
});

/** The listing in her tracker at `stage`, reached on the days given (saved on Nov 20 by default). */
export function anApplication(job: Job, overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    jobId: job.id,
    stage: 'saved',
    stages: [{ stage: 'saved', on: '2026-11-20' }],
    note: '',
    listingChanged: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    job,
    ...overrides,
  };
}

/** The listing with its pay history: published at its pay, unless changes are given. */
export function aJobDetail(job: Job, payHistory?: JobPayChange[]): JobDetail {
  const pay = job.pay;
  return {
    ...job,
    payHistory:
      payHistory ??
      (pay
        ? [{ min: pay.min, max: pay.max, unit: pay.unit, includes: pay.includes, text: pay.text, changedAt: '2026-11-20T09:00:00.000Z' }]
        : []),
  };
}

/** A saved search of nights in Texas from $60 an hour, alerts on. */
export function aJobAlert(overrides: Partial<JobAlert> = {}): JobAlert {
  return {
    id: 7,
    name: 'Texas nights',
    filters: { state: ['TX'], shift: ['nights'], minPay: 60, minPayUnit: 'hourly' },
    alertsOn: true,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
