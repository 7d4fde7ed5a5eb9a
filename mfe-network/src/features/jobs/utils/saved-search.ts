import { EMPLOYMENT_TYPE_LABELS, formatDollars, JOB_SETTING_LABELS, PAY_UNIT_LABELS, SHIFT_PATTERN_LABELS } from '@nurse/catalogue';
import { NO_JOB_FILTERS, type JobFilters, type JobFilterValues, type JobSearch } from '../../shared/utils/job-search';

/**
 * The search a saved one stands for, to fill the board's filters with: its filters and chips, every
 * other filter cleared; the sort she chose stays (a saved search has none).
 */
export function searchFromSaved(saved: JobFilterValues, current: JobFilters): JobSearch {
  return {
    filters: {
      ...NO_JOB_FILTERS,
      sort: current.sort,
      q: saved.q ?? '',
      states: saved.state ?? [],
      practiceOnly: saved.practiceOnly ?? false,
      employmentTypes: saved.employmentType ?? [],
      shifts: saved.shift ?? [],
      settings: saved.setting ?? [],
      minPay: saved.minPay === undefined ? '' : String(saved.minPay),
      minPayUnit: saved.minPayUnit ?? NO_JOB_FILTERS.minPayUnit,
    },
    specialties: saved.specialty ?? [],
  };
}

/** A saved search in a line: '“icu” · Critical Care · TX, CA · Nights · From $60 an hour'; 'Every open job' for none. */
export function describeSavedFilters(saved: JobFilterValues): string {
  const parts = [
    saved.q ? `“${saved.q}”` : '',
    ...(saved.specialty ?? []),
    (saved.state ?? []).join(', '),
    saved.practiceOnly ? 'Where I can practise' : '',
    ...(saved.employmentType ?? []).map((type) => EMPLOYMENT_TYPE_LABELS[type]),
    ...(saved.shift ?? []).map((shift) => SHIFT_PATTERN_LABELS[shift]),
    ...(saved.setting ?? []).map((setting) => JOB_SETTING_LABELS[setting]),
    saved.minPay === undefined
      ? ''
      : `From ${formatDollars(Math.round(saved.minPay * 100))} ${PAY_UNIT_LABELS[saved.minPayUnit ?? NO_JOB_FILTERS.minPayUnit]}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Every open job';
}
