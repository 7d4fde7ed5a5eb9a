import type { JobName, JobPayloads } from './job-definitions';

export interface EnqueueOptions {
  /** Runs the job no sooner than this many milliseconds from now. */
  delayMs?: number;
}

/** Jobs by state, for the metrics. */
export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  /** Jobs that failed their last attempt and are kept for inspection. */
  failed: number;
}

/**
 * Puts work on the queue; the request that enqueues never waits for it. A job carries the id of the
 * request that enqueued it, and its log lines are written under that id.
 */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  abstract counts(): Promise<JobCounts>;
}
