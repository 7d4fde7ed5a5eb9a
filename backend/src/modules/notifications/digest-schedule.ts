import type { QuietHours } from '@nurse/domain';
import type { DigestPolicy } from '../../config/app-config';
import { quietUntil } from './quiet-hours';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DigestHistory {
  /** When her earlier digests went out, oldest first. */
  sentTimes: readonly Date[];
  quietHours: QuietHours | null;
  timeZone: string;
}

/**
 * The earliest time from `now` a digest may go to her: after the spacing since her last digest, under
 * the daily ceiling, and outside her quiet hours. Answers `now` itself when one may go at once.
 */
export function nextDigestTime(now: Date, policy: Pick<DigestPolicy, 'spacingMs' | 'dailyLimit'>, history: DigestHistory): Date {
  let earliest = now.getTime();
  const sent = history.sentTimes.map((time) => time.getTime());
  // Each rule can only move the time later; a few rounds settle it (quiet hours then spacing, and so on).
  for (let round = 0; round < 4; round += 1) {
    const before = earliest;
    const last = sent[sent.length - 1];
    if (last !== undefined) earliest = Math.max(earliest, last + policy.spacingMs);
    const inLastDay = sent.filter((time) => time > earliest - DAY_MS);
    if (inLastDay.length >= policy.dailyLimit) earliest = Math.max(earliest, inLastDay[inLastDay.length - policy.dailyLimit] + DAY_MS);
    if (history.quietHours) earliest = quietUntil(new Date(earliest), history.quietHours, history.timeZone)?.getTime() ?? earliest;
    if (earliest === before) break;
  }
  return new Date(earliest);
}

/** The send times worth keeping: those that can still count against the spacing or the ceiling. */
export function recentSendTimes(sentTimes: readonly Date[], now: Date): Date[] {
  return sentTimes.filter((time) => time.getTime() > now.getTime() - DAY_MS);
}
