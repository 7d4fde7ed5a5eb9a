/**
 * The job board's vocabulary and its pay rule, shared by the API (validation, search) and the screens
 * (pickers, pay shown in her chosen unit).
 */

export const EMPLOYMENT_TYPES = ['staff', 'travel', 'per-diem', 'contract'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  staff: 'Staff',
  travel: 'Travel',
  'per-diem': 'Per diem',
  contract: 'Contract',
};

export const SHIFT_PATTERNS = ['days', 'nights', 'rotating', 'weekends'] as const;
export type ShiftPattern = (typeof SHIFT_PATTERNS)[number];
export const SHIFT_PATTERN_LABELS: Readonly<Record<ShiftPattern, string>> = {
  days: 'Days',
  nights: 'Nights',
  rotating: 'Rotating',
  weekends: 'Weekends',
};

export const JOB_SETTINGS = [
  'hospital',
  'clinic',
  'home-health',
  'long-term-care',
  'school',
  'dialysis-center',
  'behavioral-health',
  'ambulatory-surgery',
  'telehealth',
] as const;
export type JobSetting = (typeof JOB_SETTINGS)[number];
export const JOB_SETTING_LABELS: Readonly<Record<JobSetting, string>> = {
  hospital: 'Hospital',
  clinic: 'Clinic or practice',
  'home-health': 'Home health',
  'long-term-care': 'Long-term care',
  school: 'School',
  'dialysis-center': 'Dialysis center',
  'behavioral-health': 'Behavioral health',
  'ambulatory-surgery': 'Ambulatory surgery',
  telehealth: 'Telehealth',
};

export const PAY_UNITS = ['hourly', 'weekly', 'annual'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
export const PAY_UNIT_LABELS: Readonly<Record<PayUnit, string>> = { hourly: 'an hour', weekly: 'a week', annual: 'a year' };

/**
 * The comparison rule. Pay in another unit is compared in dollars an hour: a weekly amount over the
 * listing's hours a week, an annual amount over 52 of those weeks. A listing that gives no hours a
 * week is taken as 40 (a full-time week as the US Department of Labor counts an annual salary).
 */
export const STANDARD_HOURS_PER_WEEK = 40;
export const WEEKS_PER_YEAR = 52;

/** How many hours one unit of pay stands for, for a listing of `hoursPerWeek` (null: the standard week). */
export function hoursPerPayUnit(unit: PayUnit, hoursPerWeek: number | null): number {
  const week = hoursPerWeek && hoursPerWeek > 0 ? hoursPerWeek : STANDARD_HOURS_PER_WEEK;
  switch (unit) {
    case 'hourly':
      return 1;
    case 'weekly':
      return week;
    case 'annual':
      return week * WEEKS_PER_YEAR;
  }
}

/** An amount in cents of `from` as cents of `to`, by the comparison rule, rounded to the cent. */
export function convertPay(cents: number, from: PayUnit, to: PayUnit, hoursPerWeek: number | null): number {
  return Math.round((cents * hoursPerPayUnit(to, hoursPerWeek)) / hoursPerPayUnit(from, hoursPerWeek));
}

// Made once: a number format is costly to build, and a page of listings formats dozens of amounts.
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$2,100', '$48.50': cents shown when there are any, or always with `cents: 'always'`. */
export function formatDollars(cents: number, { cents: shown = 'when-any' }: { cents?: 'when-any' | 'always' } = {}): string {
  const format = shown === 'always' || cents % 100 !== 0 ? DOLLARS_AND_CENTS : WHOLE_DOLLARS;
  return `$${format.format(cents / 100)}`;
}

/** '$48.50–$61.75 an hour', '$2,100–$2,400 a week', '$92,000 a year' (one figure when the range is one). */
export function formatPayRange(minCents: number, maxCents: number, unit: PayUnit): string {
  const range = minCents === maxCents ? formatDollars(minCents) : `${formatDollars(minCents)}–${formatDollars(maxCents)}`;
  return `${range} ${PAY_UNIT_LABELS[unit]}`;
}
