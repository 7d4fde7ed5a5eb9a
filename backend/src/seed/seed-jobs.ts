import { EMPLOYMENT_TYPES, JOB_SETTINGS, SHIFT_PATTERNS, SPECIALTIES, type PayUnit } from '@nurse/catalogue';
import type { SavedJobFilters } from '../modules/careers/alerts/job-alert-rules';
import type { JobEntity } from '../modules/careers/jobs/entities/job.entity';
import { payColumns } from '../modules/careers/jobs/job-rules';

/** Where seeded listings are, spread over the states with the most nurses. */
const PLACES: readonly [string, string][] = [
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
  ['Los Angeles', 'CA'],
  ['Sacramento', 'CA'],
  ['San Diego', 'CA'],
  ['Miami', 'FL'],
  ['Tampa', 'FL'],
  ['Orlando', 'FL'],
  ['New York', 'NY'],
  ['Albany', 'NY'],
  ['Chicago', 'IL'],
  ['Columbus', 'OH'],
  ['Cleveland', 'OH'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Atlanta', 'GA'],
  ['Charlotte', 'NC'],
  ['Phoenix', 'AZ'],
  ['Denver', 'CO'],
  ['Seattle', 'WA'],
  ['Boston', 'MA'],
  ['Baltimore', 'MD'],
  ['Nashville', 'TN'],
  ['Portland', 'OR'],
];
const DAY_MS = 86_400_000;
/** Listings were first published over the last 90 days. */
const PUBLISHED_SPAN_DAYS = 90;

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];

export interface SeededJob {
  job: Partial<JobEntity>;
  specialties: string[];
}

/** An open listing with the fields search filters on, its pay in a unit that suits its employment type. */
export function seededJob(serial: number, now: Date, random: () => number): SeededJob {
  const [city, state] = pick(PLACES, random);
  const specialty = pick(SPECIALTIES, random);
  const employmentType = pick(EMPLOYMENT_TYPES, random);
  const hoursPerWeek = pick([24, 36, 40], random);
  const hourlyLow = 3500 + Math.floor(random() * 3500);
  const hourlyHigh = hourlyLow + 500 + Math.floor(random() * 1500);
  const unit: PayUnit = employmentType === 'travel' ? 'weekly' : employmentType === 'staff' && random() < 0.3 ? 'annual' : 'hourly';
  const perUnit = unit === 'weekly' ? hoursPerWeek : unit === 'annual' ? hoursPerWeek * 52 : 1;
  const publishedAt = new Date(now.getTime() - Math.floor(random() * PUBLISHED_SPAN_DAYS * DAY_MS));
  return {
    specialties: [specialty],
    job: {
      status: 'open',
      title: `${specialty} Registered Nurse #${serial}`,
      employer: `${city} ${pick(['Medical Center', 'General Hospital', 'Health Partners', 'Care Clinic'], random)}`,
      setting: pick(JOB_SETTINGS, random),
      city,
      state,
      employmentType,
      shiftPattern: pick(SHIFT_PATTERNS, random),
      schedule: '',
      hoursPerWeek,
      contractWeeks: employmentType === 'travel' || employmentType === 'contract' ? 13 : null,
      startDate: null,
      requiredLicences: ['RN'],
      requiredCertifications: ['BLS'],
      credentialNote: '',
      workMode: 'in-person',
      experienceYears: Math.floor(random() * 5),
      education: 'ADN or BSN',
      ...payColumns({ payMinCents: hourlyLow * perUnit, payMaxCents: hourlyHigh * perUnit, payUnit: unit }, hoursPerWeek),
      payIncludes: '',
      description: `A ${specialty.toLowerCase()} position in ${city}.`,
      responsibilities: '',
      qualifications: '',
      benefits: '',
      applyUrl: `https://careers.example.org/jobs/${serial}`,
      postedOn: publishedAt.toISOString().slice(0, 10),
      publishedAt,
      closingOn: null,
      closedAt: null,
    },
  };
}

/** A saved search with alerts on: a state, a shift and a minimum hourly pay, as a nurse would pick them. */
export function seededJobAlertFilters(random: () => number): SavedJobFilters {
  return {
    state: [pick(PLACES, random)[1]],
    shift: [pick(SHIFT_PATTERNS, random)],
    minPay: 40 + Math.floor(random() * 20),
    minPayUnit: 'hourly',
  };
}
