import { Logger } from '@nestjs/common';
import { currentRequestId, runWithRequestId } from '../observability/request-scope';
import { DEFAULT_JOB_OPTIONS, jobIdFor, type JobName, type JobPayloads } from './job-definitions';
import { JobQueue, type EnqueueOptions, type JobCounts } from './job-queue';
import type { JobProcessorsRegistry } from './job-processors.registry';

interface FailedJob {
  name: JobName;
  payload: unknown;
  requestId?: string;
  error: string;
  failedAt: Date;
}

const MAX_FAILED_KEPT = 100;

/**
 * Runs jobs inside the API process, with the same retries and backoff as the BullMQ driver. A delayed
 * job is a timer, and a job id already waiting is not queued twice. Timers do not survive the process:
 * work that must outlive a restart keeps its own durable record and is queued again at start.
 */
export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly pending = new Set<Promise<void>>();
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  readonly failed: FailedJob[] = [];

  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly backoffMs = (DEFAULT_JOB_OPTIONS.backoff as { delay: number }).delay,
    private readonly attempts = DEFAULT_JOB_OPTIONS.attempts ?? 1,
  ) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    const delayMs = options.delayMs ?? 0;
    const requestId = currentRequestId();
    if (delayMs <= 0) {
      this.start(name, payload, requestId);
      return;
    }
    const id = jobIdFor(name, payload);
    if (this.delayed.has(id)) return;
    const timer = setTimeout(() => {
      this.delayed.delete(id);
      this.start(name, payload, requestId);
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

  private start<N extends JobName>(name: N, payload: JobPayloads[N], requestId: string | undefined): void {
    const run = runWithRequestId(requestId, () => this.runWithRetries(name, payload, requestId)).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  private async runWithRetries<N extends JobName>(name: N, payload: JobPayloads[N], requestId: string | undefined): Promise<void> {
    await Promise.resolve();
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      try {
        await this.processors.run(name, payload);
        return;
      } catch (error) {
        const message = (error as Error).message;
        if (attempt === this.attempts) {
          this.logger.error(`Job ${name} failed after ${attempt} attempts: ${message}`);
          this.failed.push({ name, payload, requestId, error: message, failedAt: new Date() });
          if (this.failed.length > MAX_FAILED_KEPT) this.failed.shift();
          return;
        }
        this.logger.warn(`Job ${name} attempt ${attempt} failed (${message}); retrying`);
        await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
      }
    }
  }
}
