import { JOB_ATTEMPTS } from '../jobs/job-definitions';

/** How often the outbox sweep runs, and so the least wait before it queues a failed email again. */
export const SWEEP_EVERY_MS = 60_000;
/** The longest an email that keeps failing waits between runs of its job. */
export const LONGEST_RETRY_WAIT_MS = 30 * 60_000;

/**
 * When the sweep may queue an email again, counted from the attempt `attempts` that begins at
 * `attemptAt`: a minute after the attempts of its first job run, then twice as long after each run,
 * up to half an hour. An outage costs a minute or two once it is over; an address that refuses for
 * good is tried a few times an hour, not every minute, and never holds back the rows behind it.
 */
export function nextSweepAt(attemptAt: Date, attempts: number): Date {
  const runs = Math.max(1, Math.ceil(attempts / JOB_ATTEMPTS));
  const wait = Math.min(LONGEST_RETRY_WAIT_MS, SWEEP_EVERY_MS * 2 ** (runs - 1));
  return new Date(attemptAt.getTime() + wait);
}
