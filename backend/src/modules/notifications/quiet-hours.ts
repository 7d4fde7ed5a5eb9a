import { TZDate } from '@date-fns/tz';
import type { QuietHours } from '@nurse/domain';

/** Whether the runtime knows this IANA time zone (aliases such as "UTC" included). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return { hours, minutes };
};

/**
 * When her quiet hours end, if `now` falls inside them; otherwise null. The window is read in her
 * time zone on the day it starts, so 22:00-06:00 crosses midnight, and a daylight-saving change that
 * night lengthens or shortens it by the zone's rules rather than by a fixed number of hours.
 */
export function quietUntil(now: Date, window: QuietHours, timeZone: string): Date | null {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  const crossesMidnight = window.end <= window.start;
  const local = new TZDate(now.getTime(), timeZone);
  // A window that holds `now` started today or, when it crosses midnight, yesterday.
  for (const dayOffset of [-1, 0]) {
    const day = local.getDate() + dayOffset;
    const from = new TZDate(local.getFullYear(), local.getMonth(), day, start.hours, start.minutes, timeZone);
    const until = new TZDate(local.getFullYear(), local.getMonth(), day + (crossesMidnight ? 1 : 0), end.hours, end.minutes, timeZone);
    if (from.getTime() <= now.getTime() && now.getTime() < until.getTime()) return new Date(until.getTime());
  }
  return null;
}
