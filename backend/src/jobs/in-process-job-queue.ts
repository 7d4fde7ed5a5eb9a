import { Logger } from '@nestjs/common';
import { DEFAULT_JOB_OPTIONS, type JobName, type JobPayloads } from './job-definitions';
import { JobQueue } from './job-queue';
import type { JobProcessorsRegistry } from './job-processors.registry';

interface FailedJob {
  name: JobName;
  payload: unknown;
  error: string;
  failedAt: Date;
}

const MAX_FAILED_KEPT = 100;

/** Runs jobs inside the API process, with the same retries and backoff as the BullMQ driver. */
export class InProcessJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly pending = new Set<Promise<void>>();
  readonly failed: FailedJob[] = [];

  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly backoffMs = (DEFAULT_JOB_OPTIONS.backoff as { delay: number }).delay,
    private readonly attempts = DEFAULT_JOB_OPTIONS.attempts ?? 1,
  ) {
    super();
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void> {
    const run = this.runWithRetries(name, payload).finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Waits for queued work, for an orderly shutdown. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async runWithRetries<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void> {
    await Promise.resolve();
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      try {
        await this.processors.run(name, payload);
        return;
      } catch (error) {
        const message = (error as Error).message;
        if (attempt === this.attempts) {
          this.logger.error(`Job ${name} failed after ${attempt} attempts: ${message}`);
          this.failed.push({ name, payload, error: message, failedAt: new Date() });
          if (this.failed.length > MAX_FAILED_KEPT) this.failed.shift();
          return;
        }
        this.logger.warn(`Job ${name} attempt ${attempt} failed (${message}); retrying`);
        await new Promise((resolve) => setTimeout(resolve, this.backoffMs * 2 ** (attempt - 1)));
      }
    }
  }
}
