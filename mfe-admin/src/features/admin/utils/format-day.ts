const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day ('2026-11-26') as 'Nov 26, 2026', the same day wherever the admin is; '' when missing. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : DAY_FORMAT.format(date);
}
