import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { DEFAULT_JOB_OPTIONS, jobIdFor, QUEUE_NAME, type JobName, type JobPayloads } from './job-definitions';
import { JobQueue, type EnqueueOptions } from './job-queue';
import type { JobProcessorsRegistry } from './job-processors.registry';

/** BullMQ on Redis: jobs survive restarts and can be processed by separate worker processes. */
export class BullMqJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly queue: Queue;
  private worker: Worker | null = null;
  /** The worker's own connection; BullMQ leaves connections it was handed open, so close() quits it. */
  private workerConnection: Redis | null = null;

  constructor(private readonly connection: Redis) {
    super();
    this.queue = new Queue(QUEUE_NAME, { connection, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    // A job id still in the queue (waiting, delayed or kept as completed) is not added twice.
    await this.queue.add(name, payload, { jobId: jobIdFor(name, payload), delay: Math.max(0, options.delayMs ?? 0) });
  }

  startWorker(processors: JobProcessorsRegistry): void {
    this.workerConnection = this.connection.duplicate();
    this.worker = new Worker(QUEUE_NAME, async (job) => processors.run(job.name as JobName, job.data as JobPayloads[JobName]), {
      connection: this.workerConnection,
      concurrency: 5,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`Job ${job?.name} #${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`),
    );
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await this.workerConnection?.quit().catch(() => undefined);
  }
}
