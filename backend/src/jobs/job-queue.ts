import type { JobName, JobPayloads } from './job-definitions';
import type { JobCounts } from '../observability/job-counts';

export type { JobCounts };

export interface EnqueueOptions {
  /** Runs the job no sooner than this many milliseconds from now. */
  delayMs?: number;
  /**
   * The work's durable record says it is still owed (a sweep says so): a job under its id that has
   * already finished, failed for good after an outage or completed, runs again with all its attempts
   * instead of blocking the add. Processors are idempotent, so a second run does nothing twice.
   */
  rerunFinished?: boolean;
}

/**
 * Puts work on the queue; the request that enqueues never waits for it. A job carries the id of the
 * request that enqueued it, and its log lines are written under that id.
 */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  abstract counts(): Promise<JobCounts>;
}
