import type { Job, JobAlert, JobApplication, JobSearchPage } from '@nurse/api-client';
import { aJob } from '@nurse/api-client/testing';

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
