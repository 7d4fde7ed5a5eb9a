import { formatDollars, formatPayRange, SHIFT_PATTERN_LABELS, WALLET_LICENCE_LABELS, type WalletLicenceType } from '@nurse/catalogue';
import type { JobListing } from '@nurse/catalogue';
import type { JobDetailDto, JobDto, JobPayChangeDto, JobPayDto } from './dto/job.dto';
import type { JobPayChangeEntity } from './entities/job-pay-change.entity';
import type { JobEntity } from './entities/job.entity';

const dollars = (cents: number) => cents / 100;

/** The listing's reference as the first release numbered them: listing 1 is JOB-1001. */
export const jobReference = (id: number) => `JOB-${1000 + id}`;

/** Below this many hours a week a job is part-time, as the first release's WorkType put it. */
const FULL_TIME_HOURS = 30;

function payOf(job: JobEntity): JobPayDto | null {
  if (job.payMinCents === null || job.payMaxCents === null || job.payUnit === null) return null;
  return {
    min: dollars(job.payMinCents),
    max: dollars(job.payMaxCents),
    unit: job.payUnit,
    includes: job.payIncludes,
    hourlyMin: dollars(job.payMinHourlyCents ?? 0),
    hourlyMax: dollars(job.payMaxHourlyCents ?? 0),
    text: formatPayRange(job.payMinCents, job.payMaxCents, job.payUnit),
  };
}

/** The listing in the first release's field names, for the Interests screen and the assistant. */
export function toJobListing(job: JobEntity): JobListing {
  const annual = job.payUnit === 'annual';
  // Weekly pay is shown in that release's terms as its hourly equivalent.
  const [low, high] = annual ? [job.payMinCents, job.payMaxCents] : [job.payMinHourlyCents, job.payMaxHourlyCents];
  // As the first release wrote them: hourly rates with cents, salaries in whole dollars.
  const money = (cents: number | null) =>
    formatDollars(annual ? Math.round((cents ?? 0) / 100) * 100 : (cents ?? 0), { cents: annual ? 'when-any' : 'always' });
  const licences = job.requiredLicences.map((type) => `${WALLET_LICENCE_LABELS[type as WalletLicenceType] ?? type} licence`).join(', ');
  return {
    JobID: jobReference(job.id),
    JobTitle: job.title,
    Specialty: job.specialties?.[0]?.specialty ?? '',
    Employer: job.employer,
    Location: `${job.city}, ${job.state}`,
    WorkType: job.hoursPerWeek !== null && job.hoursPerWeek < FULL_TIME_HOURS ? 'Part-time' : 'Full-time',
    ShiftSchedule: job.schedule || SHIFT_PATTERN_LABELS[job.shiftPattern],
    PayRate: `${money(low)} - ${money(high)}`,
    PayType: annual ? 'Annually' : 'Hourly',
    ExperienceRequiredYears: job.experienceYears,
    EducationRequired: job.education,
    LicenseCertification1: licences,
    LicenseCertification2: job.credentialNote || job.requiredCertifications.join(', '),
    JobDescription: job.description,
    Responsibilities: job.responsibilities,
    Qualifications: job.qualifications,
    RemoteHybridInPerson: job.workMode === 'hybrid' ? 'Hybrid' : 'In-person',
    Benefits: job.benefits,
    DatePosted: job.postedOn ?? '',
    ApplicationLink: job.applyUrl,
  };
}

export function toJobDto(job: JobEntity): JobDto {
  // Object.assign, not a spread: the compiled spread defines each of these properties one by one, which
  // cost about 170 µs a listing, most of a search's time.
  return Object.assign(toJobListing(job), {
    id: job.id,
    status: job.status,
    title: job.title,
    employer: job.employer,
    setting: job.setting,
    city: job.city,
    state: job.state,
    specialties: (job.specialties ?? []).map(({ specialty }) => specialty).sort(),
    employmentType: job.employmentType,
    shiftPattern: job.shiftPattern,
    schedule: job.schedule,
    hoursPerWeek: job.hoursPerWeek,
    contractWeeks: job.contractWeeks,
    startDate: job.startDate,
    requiredLicences: job.requiredLicences,
    requiredCertifications: job.requiredCertifications,
    credentialNote: job.credentialNote,
    workMode: job.workMode,
    experienceYears: job.experienceYears,
    education: job.education,
    pay: payOf(job),
    description: job.description,
    responsibilities: job.responsibilities,
    qualifications: job.qualifications,
    benefits: job.benefits,
    applyUrl: job.applyUrl,
    postedOn: job.postedOn,
    closingOn: job.closingOn,
    closedAt: job.closedAt?.toISOString() ?? null,
  });
}

function toPayChangeDto(change: JobPayChangeEntity): JobPayChangeDto {
  return {
    min: dollars(change.payMinCents),
    max: dollars(change.payMaxCents),
    unit: change.payUnit,
    includes: change.payIncludes,
    text: formatPayRange(change.payMinCents, change.payMaxCents, change.payUnit),
    changedAt: change.changedAt.toISOString(),
  };
}

export function toJobDetailDto(job: JobEntity, history: readonly JobPayChangeEntity[]): JobDetailDto {
  return Object.assign(toJobDto(job), { payHistory: history.map(toPayChangeDto) });
}
