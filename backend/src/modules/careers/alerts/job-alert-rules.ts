import type { EmploymentType, JobSetting, PayUnit, ShiftPattern } from '@nurse/catalogue';

/** The filters of a saved search, as stored: those of a search, without its sort or paging. */
export interface SavedJobFilters {
  q?: string;
  specialty?: string[];
  state?: string[];
  practiceOnly?: boolean;
  employmentType?: EmploymentType[];
  shift?: ShiftPattern[];
  setting?: JobSetting[];
  minPay?: number;
  minPayUnit?: PayUnit;
}

export const JOB_ALERT_LIMITS = { perNurse: 20, nameMax: 80 } as const;

export const JOB_ALERT_MESSAGES = {
  notFound: 'That saved search was not found',
  tooMany: `You have ${JOB_ALERT_LIMITS.perNurse} saved searches; delete one before saving another`,
  deleted: 'Saved search deleted',
} as const;

/** The line her notification shows for new listings matching a saved search. */
export function newListingsText(count: number, name: string): string {
  return count === 1 ? `1 new job matches “${name}”` : `${count} new jobs match “${name}”`;
}
