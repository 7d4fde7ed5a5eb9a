import type { JobName, JobPayloads } from './job-definitions';

export interface EnqueueOptions {
  /** Runs the job no sooner than this many milliseconds from now. */
  delayMs?: number;
}

/** Puts work on the queue; the request that enqueues never waits for it. */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
}
