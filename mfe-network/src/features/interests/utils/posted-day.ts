const POSTED_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 26, 2026' for a calendar day ('2026-11-26'); '' for a missing or unreadable one. */
export function formatPostedDay(day: string | null | undefined): string {
  if (!day) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : POSTED_DAY.format(date);
}
