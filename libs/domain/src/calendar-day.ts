/** Calendar days (`YYYY-MM-DD`, no time zone), as dates are stored and sent. */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today's calendar date in UTC: the day the server judges expiry, practice and "not in the future" on. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Today's calendar date on the nurse's own clock, in the browser's time zone. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
