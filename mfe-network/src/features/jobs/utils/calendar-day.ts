const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today in her own time zone as a calendar day, '2026-11-26'. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/**
 * The day to send with a stage: none for today, which the server fills in with its own today (her
 * clock ahead of the server's, east of it, would otherwise read as a day in the future).
 */
export function dayToSend(day: string, today: string = localToday()): string | undefined {
  return day && day !== today ? day : undefined;
}
