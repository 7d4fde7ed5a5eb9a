import type { QuietHours } from '@nurse/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/** Every quarter of an hour of a day, "00:00" to "23:45". */
export const QUARTER_HOURS: readonly string[] = Array.from(
  { length: 96 },
  (_, index) => `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`,
);

/** Quiet hours when she first turns them on: the night. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };

/** The place a time zone is named after: "America/Chicago" → "Chicago", "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function cityOfTimeZone(timeZone: string): string {
  const place = timeZone.split('/').pop() ?? timeZone;
  return place.replace(/_/g, ' ');
}

/** What the quiet hours mean for her, in her time zone's words. */
export function quietHoursPreview(quietHours: QuietHours, timeZone: string): string {
  const { start, end } = quietHours;
  const zone = `${cityOfTimeZone(timeZone)} time`;
  if (start === end) return 'Choose an end time different from the start time.';
  return start < end ? `No email between ${start} and ${end} ${zone}` : `No email between ${start} and ${end} the next day, ${zone}`;
}

/** The time zone this browser is set to, or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every IANA time zone the browser knows, with `current` among them even when the list leaves it out (UTC). */
export function timeZoneChoices(current: string | null): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !known.includes(current) ? [current, ...known] : [...known];
}

/** A time zone as the list shows it: "America/New York". */
export function timeZoneLabel(timeZone: string): string {
  return timeZone.replace(/_/g, ' ');
}
