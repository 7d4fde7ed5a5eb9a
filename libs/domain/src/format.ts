/** Display formats shared by the front ends. */

const ADMIN_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * Admin dates: en-US, short month, with hour and minute, e.g. `Nov 22, 2026, 9:05 AM`.
 * Gives '' for a missing or unparsable value so callers decide what to show instead.
 * Some ICU versions put a narrow no-break space before AM/PM; it is normalised to a plain space.
 */
export function formatAdminDate(value: string | number | Date | null | undefined, options: { timeZone?: string } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { ...ADMIN_DATE_OPTIONS, timeZone: options.timeZone })
    .format(date)
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** Count badges show '9+' above 9 unless the screen shows the raw count. */
export function formatBadgeCount(count: number, options: { raw?: boolean } = {}): string {
  if (options.raw) return String(count);
  return count > 9 ? '9+' : String(count);
}
