import type { EmploymentType, JobSetting, PayUnit, ShiftPattern } from '@nurse/catalogue';
import type { JobAlertWriteRequest } from '@nurse/api-client';

export const JOB_SORTS = ['relevance', 'newest', 'pay'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Readonly<Record<JobSort, string>> = { relevance: 'Relevance', newest: 'Newest', pay: 'Pay' };

/** How recent a listing may be, in days; null: any time. */
export const POSTED_WITHIN_DAYS = [7, 30, 90] as const;

/** The job board's filters as she sets them; typed fields (words, minimum pay) keep her text. */
export interface JobFilters {
  q: string;
  states: string[];
  practiceOnly: boolean;
  employmentTypes: EmploymentType[];
  shifts: ShiftPattern[];
  settings: JobSetting[];
  minPay: string;
  minPayUnit: PayUnit;
  postedWithinDays: number | null;
  sort: JobSort;
}

export const NO_JOB_FILTERS: JobFilters = {
  q: '',
  states: [],
  practiceOnly: false,
  employmentTypes: [],
  shifts: [],
  settings: [],
  minPay: '',
  minPayUnit: 'hourly',
  postedWithinDays: null,
  sort: 'relevance',
};

/** What one search asks the server: her filters and the specialty chips she selected. */
export interface JobSearch {
  filters: JobFilters;
  specialties: readonly string[];
}

/** The minimum pay she typed as dollars, or null when it is empty or not an amount. */
export function minPayDollars(typed: string): number | null {
  const amount = Number(typed.replace(/[$,\s]/g, ''));
  return typed.trim() !== '' && Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/** How many filters (besides words and sort) narrow the list: the count on the Filters button. */
export function activeFilterCount(filters: JobFilters): number {
  const lists = [filters.states, filters.employmentTypes, filters.shifts, filters.settings].filter((list) => list.length > 0).length;
  return lists + Number(filters.practiceOnly) + Number(minPayDollars(filters.minPay) !== null) + Number(filters.postedWithinDays !== null);
}

/** A search's filters as the server takes them (a saved search stores the same): only those set. */
export type JobFilterValues = JobAlertWriteRequest['filters'];

/**
 * Her filters and chips as the server reads them, what is left at its default left out; sort and the
 * posted window are the search's alone (a saved search keeps neither).
 */
export function jobFilterValues({ filters, specialties }: JobSearch): JobFilterValues {
  const values: JobFilterValues = {};
  const q = filters.q.trim();
  if (q) values.q = q;
  if (specialties.length > 0) values.specialty = [...specialties];
  if (filters.states.length > 0) values.state = [...filters.states];
  if (filters.practiceOnly) values.practiceOnly = true;
  if (filters.employmentTypes.length > 0) values.employmentType = [...filters.employmentTypes];
  if (filters.shifts.length > 0) values.shift = [...filters.shifts];
  if (filters.settings.length > 0) values.setting = [...filters.settings];
  const minPay = minPayDollars(filters.minPay);
  if (minPay !== null) {
    values.minPay = minPay;
    values.minPayUnit = filters.minPayUnit;
  }
  return values;
}

/**
 * The search's query string, lists as repeated parameters (`?specialty=ICU&state=TX&state=CA`); what
 * is left at its default is not sent, and `cursor` asks for the page after the one that gave it.
 */
export function jobSearchQuery(search: JobSearch, cursor: string | null = null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(jobFilterValues(search))) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  const { filters } = search;
  if (filters.postedWithinDays !== null) params.set('postedWithinDays', String(filters.postedWithinDays));
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}
