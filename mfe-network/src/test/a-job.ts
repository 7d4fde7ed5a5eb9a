import type { Job, JobSearchPage } from '@nurse/api-client';

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
