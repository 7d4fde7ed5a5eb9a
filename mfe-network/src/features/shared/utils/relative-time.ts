import { formatDistance } from 'date-fns';

/** 'about 2 hours ago' for a time in the past; '' for a missing or unreadable one. */
export function relativeTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return '';
  // A clock a little ahead of the browser's would otherwise read 'in less than a minute'.
  return formatDistance(time > now ? now : time, now, { addSuffix: true });
}
