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

/**
 * A time of day ("21:30") on her locale's clock: "9:30 PM" in en-US, "21:30" in en-GB. `locale`
 * undefined is the browser's.
 */
export function clockTime(time: string, locale?: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  // A 24-hour clock keeps its leading zero ("08:00"); a 12-hour one drops it ("8:00 AM").
  const hour = hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric';
  const format = new Intl.DateTimeFormat(locale, { hour, minute: '2-digit', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** What the quiet hours mean for her, in her time zone's words and her locale's clock. */
export function quietHoursPreview(quietHours: QuietHours, timeZone: string, locale?: string): string {
  const { start, end } = quietHours;
  const zone = `${cityOfTimeZone(timeZone)} time`;
  if (start === end) return 'Choose an end time different from the start time.';
  const [from, until] = [clockTime(start, locale), clockTime(end, locale)];
  return start < end ? `No email between ${from} and ${until} ${zone}` : `No email between ${from} and ${until} the next day, ${zone}`;
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

/** A choice of the time zone list: the IANA id is what is stored, the label what she reads. */
export interface TimeZoneOption {
  value: string;
  label: string;
  /** Its common name, city, offset and IANA id, lower-cased: what her typing is matched against. */
  search: string;
  /** Minutes ahead of UTC at the moment the list was made. */
  offsetMinutes: number;
}

const zoneName = (timeZone: string, at: Date, locale: string | undefined, style: 'longGeneric' | 'long' | 'shortOffset') =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(at).find((part) => part.type === 'timeZoneName')
    ?.value ?? '';

/** "GMT-10" / "GMT+5:30" / "GMT" (Intl's shortOffset) in minutes ahead of UTC. */
export function offsetMinutes(shortOffset: string): number {
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(shortOffset.replace('\u2212', '-'));
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** "UTC−10:00", "UTC+5:30", "UTC+0:00". */
export function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '\u2212' : '+';
  const whole = Math.abs(minutes);
  return `UTC${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A time zone as the list shows it, in her locale's words: "Hawaii-Aleutian Standard Time (Honolulu),
 * UTC−10:00". A zone with no common name (Etc/GMT+5) is named by its IANA id.
 */
export function timeZoneOption(timeZone: string, at: Date, locale?: string): TimeZoneOption {
  const minutes = offsetMinutes(zoneName(timeZone, at, 'en-US', 'shortOffset'));
  const named = [zoneName(timeZone, at, locale, 'longGeneric'), zoneName(timeZone, at, locale, 'long')].find(
    (name) => name && !/^(GMT|UTC)([+\u2212-]|$)/.test(name),
  );
  const offset = utcOffsetText(minutes);
  const place = timeZone.includes('/') && !timeZone.startsWith('Etc/') ? cityOfTimeZone(timeZone) : timeZone;
  const label = named ? `${named} (${place}), ${offset}` : `${place}, ${offset}`;
  return { value: timeZone, label, search: `${label} ${timeZone} ${timeZone.replace(/_/g, ' ')}`.toLowerCase(), offsetMinutes: minutes };
}

/** The list of time zones, west to east and by name within an offset. */
export function timeZoneOptions(zones: readonly string[], at: Date, locale?: string): TimeZoneOption[] {
  return zones
    .map((zone) => timeZoneOption(zone, at, locale))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.label.localeCompare(b.label, locale));
}
