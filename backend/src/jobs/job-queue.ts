import type { JobName, JobPayloads } from './job-definitions';

/** Puts work on the queue; the request that enqueues never waits for it. */
export abstract class JobQueue {
  abstract enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void>;
}
