import { localToday } from '@nurse/domain';

/**
 * The day to send with a stage: none for today, which the server fills in with its own today (her
 * clock ahead of the server's, east of it, would otherwise read as a day in the future).
 */
export function dayToSend(day: string, today: string = localToday()): string | undefined {
  return day && day !== today ? day : undefined;
}
