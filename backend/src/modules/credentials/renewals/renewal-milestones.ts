/**
 * When a licence or certification is due a renewal reminder. Pure: days are calendar dates
 * (YYYY-MM-DD) and "today" is the nurse's own date in her time zone.
 */

/** Days before the expiry date; 0 is the day itself and -1 the day after it lapsed. */
export const RENEWAL_MILESTONES = [90, 60, 30, 14, 7, 1, 0, -1] as const;
export type RenewalMilestone = (typeof RENEWAL_MILESTONES)[number];

/**
 * The furthest back a pass looks for milestones it did not see (the pass did not run, or the clock
 * jumped): the longest gap between two milestones, so after an outage the latest one still comes.
 */
export const MAX_CATCH_UP_DAYS = 31;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const toTime = (day: string): number => {
  if (!DAY.test(day)) throw new Error(`Not a calendar date: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
};

export function addDays(day: string, days: number): string {
  return new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The calendar date at `at` in an IANA time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * How many days a pass covers: the days since the previous pass (at least today itself, at most
 * MAX_CATCH_UP_DAYS). A clock that went back covers today only; the sent milestones keep it from
 * repeating anything.
 */
export function coveredDays(today: string, previousPassDay: string | null): number {
  if (previousPassDay === null) return 1;
  return Math.min(MAX_CATCH_UP_DAYS, Math.max(1, daysBetween(previousPassDay, today)));
}

/**
 * The one milestone to send today for an entry expiring on `expiry`: of the milestones whose date
 * falls in the covered days (today and the `covered - 1` days before it), the latest. Earlier ones in
 * that span are stale and are not sent; none at all when no milestone date falls in it.
 */
export function dueMilestone(expiry: string, today: string, covered: number): RenewalMilestone | null {
  const daysLeft = daysBetween(today, expiry);
  // A milestone m falls on expiry - m, which is in the span when daysLeft <= m < daysLeft + covered.
  const inSpan = RENEWAL_MILESTONES.filter((m) => m >= daysLeft && m < daysLeft + covered);
  return inSpan.length === 0 ? null : inSpan[inSpan.length - 1];
}

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The expiry dates a pass on UTC date `today` must read: for each milestone, the dates whose
 * milestone falls in the covered days, widened by a day each side because a nurse's own date may be
 * a day before or after UTC's; overlapping ranges merged.
 */
export function expiryRanges(today: string, covered: number): DayRange[] {
  const ranges = RENEWAL_MILESTONES.map((m) => ({ from: addDays(today, m - covered), to: addDays(today, m + 1) })).sort((a, b) =>
    a.from.localeCompare(b.from),
  );
  const merged: DayRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.from <= addDays(last.to, 1)) {
      if (range.to > last.to) last.to = range.to;
    } else merged.push({ ...range });
  }
  return merged;
}
