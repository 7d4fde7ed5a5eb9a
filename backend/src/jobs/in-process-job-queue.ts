import { Logger } from '@nestjs/common';
import { currentRequestId, runWithRequestId } from '../observability/request-scope';
import { JOB_ATTEMPTS, jobIdFor, type JobName, type JobPayloads } from './job-definitions';
import { JobQueue, type EnqueueOptions, type JobCounts } from './job-queue';
import type { JobProcessorsRegistry } from './job-processors.registry';

interface FailedJob {
  id: string;
  name: JobName;
  payload: unknown;
  requestId?: string;
  error: string;
  failedAt: Date;
}

const MAX_FAILED_KEPT = 100;

/**
 * Runs jobs inside the API process, with the same retries and backoff as the BullMQ driver. A delayed
 * job is a timer, and a job id already waiting or running is not queued twice; one that has finished
 * runs again when queued again (the sweeps do so for work still owed). Timers do not survive the
 * process: work that must outlive a restart keeps its own durable record and is queued again at start.
 */
export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly pending = new Set<Promise<void>>();
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  /** Ids of the jobs running or waiting between attempts. */
  private readonly running = new Set<string>();
  readonly failed: FailedJob[] = [];

  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly backoffMs: number,
    private readonly attempts = JOB_ATTEMPTS,
  ) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    const delayMs = options.delayMs ?? 0;
    const requestId = currentRequestId();
    const id = jobIdFor(name, payload);
    if (delayMs <= 0) {
      this.start(id, name, payload, requestId);
      return;
    }
    if (this.delayed.has(id)) return;
    const timer = setTimeout(() => {
      this.delayed.delete(id);
      this.start(id, name, payload, requestId);
    }, delayMs);
    timer.unref();
    this.delayed.set(id, timer);
  }

  async counts(): Promise<JobCounts> {
    return { waiting: 0, active: this.pending.size, delayed: this.delayed.size, failed: this.failed.length };
  }

  /** Waits for running work and drops timers, for an orderly shutdown. */
  async drain(): Promise<void> {
    for (const timer of this.delayed.values()) clearTimeout(timer);
    this.delayed.clear();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private start<N extends JobName>(id: string, name: N, payload: JobPayloads[N], requestId: string | undefined): void {
    // A sweep that comes while the job is still retrying must not run the same work beside it.
    if (this.running.has(id)) return;
    this.running.add(id);
    // Kept for inspection until run again, as BullMQ keeps a failed job until it is retried.
    const failedBefore = this.failed.findIndex((job) => job.id === id);
    if (failedBefore >= 0) this.failed.splice(failedBefore, 1);
    const run = runWithRequestId(requestId, () => this.runWithRetries(id, name, payload, requestId)).finally(() => {
      this.running.delete(id);
      this.pending.delete(run);
    });
    this.pending.add(run);
  }

  private async runWithRetries<N extends JobName>(
    id: string,
    name: N,
    payload: JobPayloads[N],
    requestId: string | undefined,
  ): Promise<void> {
    await Promise.resolve();
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      try {
        await this.processors.run(name, payload);
        return;
      } catch (error) {
        const message = (error as Error).message;
        if (attempt === this.attempts) {
          this.logger.error(`Job ${name} failed after ${attempt} attempts: ${message}`);
          this.failed.push({ id, name, payload, requestId, error: message, failedAt: new Date() });
          if (this.failed.length > MAX_FAILED_KEPT) this.failed.shift();
          return;
        }
        this.logger.warn(`Job ${name} attempt ${attempt} failed (${message}); retrying`);
        await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
      }
    }
  }
}
