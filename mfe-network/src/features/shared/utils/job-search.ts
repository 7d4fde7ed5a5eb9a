import type { EmploymentType, JobSetting, PayUnit, ShiftPattern } from '@nurse/catalogue';

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

/**
 * The search's query string, lists as repeated parameters (`?specialty=ICU&state=TX&state=CA`); what
 * is left at its default is not sent, and `cursor` asks for the page after the one that gave it.
 */
export function jobSearchQuery({ filters, specialties }: JobSearch, cursor: string | null = null): string {
  const params = new URLSearchParams();
  const appendAll = (name: string, values: readonly string[]) => values.forEach((value) => params.append(name, value));
  const q = filters.q.trim();
  if (q) params.set('q', q);
  appendAll('specialty', specialties);
  appendAll('state', filters.states);
  if (filters.practiceOnly) params.set('practiceOnly', 'true');
  appendAll('employmentType', filters.employmentTypes);
  appendAll('shift', filters.shifts);
  appendAll('setting', filters.settings);
  const minPay = minPayDollars(filters.minPay);
  if (minPay !== null) {
    params.set('minPay', String(minPay));
    params.set('minPayUnit', filters.minPayUnit);
  }
  if (filters.postedWithinDays !== null) params.set('postedWithinDays', String(filters.postedWithinDays));
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}
