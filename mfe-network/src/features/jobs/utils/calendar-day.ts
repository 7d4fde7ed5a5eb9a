import { localToday } from '@nurse/domain';

/**
 * The day to send with a stage: none for today, which the server fills in with its own today (her
 * clock ahead of the server's, east of it, would otherwise read as a day in the future).
 */
export function dayToSend(day: string, today: string = localToday()): string | undefined {
  return day && day !== today ? day : undefined;
}

/**
 * A calendar day ('2026-11-28') as a person reads it in her locale's words: 'Nov 28' (or '28 Nov'),
 * with the year when it is not this year's ('Dec 30, 2025'); '' for a missing or unreadable day.
 */
export function readableDay(day: string, today: string = localToday(), locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!day || Number.isNaN(date.getTime())) return '';
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
