import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { isUnavailability } from '../common/unavailability';
import { currentRequestId, runWithRequestId } from '../observability/request-scope';
import { OutageLog } from '../redis/outage-log';
import { BACKGROUND_OPTIONS, closeConnection } from '../redis/redis-connections';
import { settlesWithin } from '../shutdown/settles-within';
import { jobIdFor, jobOptions, QUEUE_NAME, type JobName, type JobPayloads } from './job-definitions';
import { JobQueue, type EnqueueOptions, type JobCounts } from './job-queue';
import type { JobProcessorsRegistry } from './job-processors.registry';

/** What a job holds in Redis: its payload and the id of the request that enqueued it, if any. */
type JobData = JobPayloads[JobName] & { requestId?: string };

/** The states of a job that has run its course; BullMQ keeps such a job under its id. */
const FINISHED = new Set(['completed', 'failed']);

/** Closing the queue only lets go of its connection's listeners; it does not wait on Redis for long. */
const QUEUE_CLOSE_MS = 1000;

/** BullMQ on Redis: jobs survive restarts and can be processed by separate worker processes. */
export class BullMqJobQueue extends JobQueue {
  private readonly logger = new Logger('Jobs');
  private readonly queue: Queue;
  private worker: Worker | null = null;
  /** The worker's own connection; BullMQ leaves connections it was handed open, so close() quits it. */
  private workerConnection: Redis | null = null;
  private workerStopped: Promise<void> | null = null;

  /** `connection` is the request connection: adding a job while Redis is down fails at once. */
  constructor(
    private readonly connection: Redis,
    retryDelayMs: number,
  ) {
    super();
    this.queue = new Queue(QUEUE_NAME, { connection, defaultJobOptions: jobOptions(retryDelayMs) });
    const outages = new OutageLog(this.logger, 'Redis (job queue)');
    this.queue.on('error', (error) => this.reportError(outages, error));
    connection.on('ready', () => outages.recovered());
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions = {}): Promise<void> {
    // A job id still in the queue (waiting, delayed, running, or kept as finished) is not added twice.
    const jobId = jobIdFor(name, payload);
    if (options.rerunFinished && (await this.rerunIfFinished(jobId))) return;
    const requestId = currentRequestId();
    const data: JobData = requestId ? { ...payload, requestId } : payload;
    await this.queue.add(name, data, { jobId, delay: Math.max(0, options.delayMs ?? 0) });
  }

  /**
   * Moves a finished job back to the queue with all its attempts (BullMQ's retry), keeping its id;
   * answers false when there is no finished job under that id. Of sweeps racing on one job, the
   * first moves it and the others find it queued again.
   */
  private async rerunIfFinished(jobId: string): Promise<boolean> {
    const state = await this.queue.getJobState(jobId);
    if (state !== 'completed' && state !== 'failed') return false;
    const job = await this.queue.getJob(jobId);
    if (!job) return false;
    try {
      await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
    } catch (error) {
      if (FINISHED.has(await this.queue.getJobState(jobId))) throw error;
    }
    return true;
  }

  async counts(): Promise<JobCounts> {
    const { waiting = 0, active = 0, delayed = 0, failed = 0 } = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    return { waiting, active, delayed, failed };
  }

  startWorker(processors: JobProcessorsRegistry): void {
    // BullMQ reports this connection's errors, and its own blocking copy's, as the worker's; one outage log serves all.
    this.workerConnection = this.connection.duplicate(BACKGROUND_OPTIONS);
    const outages = new OutageLog(this.logger, 'Redis (job worker)');
    this.workerConnection.on('error', (error: Error) => this.reportError(outages, error));
    this.workerConnection.on('ready', () => outages.recovered());
    this.worker = new Worker<JobData>(
      QUEUE_NAME,
      async (job) => {
        const { requestId, ...payload } = job.data;
        await runWithRequestId(requestId, () => processors.run(job.name as JobName, payload as JobPayloads[JobName]));
      },
      { connection: this.workerConnection, concurrency: 5 },
    );
    this.worker.on('failed', (job, error) =>
      runWithRequestId(job?.data.requestId, () =>
        this.logger.warn(`Job ${job?.name} #${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`),
      ),
    );
    this.worker.on('error', (error) => this.reportError(outages, error));
  }

  /**
   * Takes no new job and lets the running ones finish within `withinMs`. A job still running then is
   * left to BullMQ: its lock expires and another worker takes it up again, so it is not lost.
   */
  stopWorker(withinMs: number): Promise<void> {
    this.workerStopped ??= this.stopWorkerWithin(withinMs);
    return this.workerStopped;
  }

  /** Stops the worker (see stopWorker), then the queue: nothing can be added after this. */
  async close(withinMs: number): Promise<void> {
    await this.stopWorker(withinMs);
    await settlesWithin(this.queue.close(), QUEUE_CLOSE_MS);
  }

  /** A lost connection is logged once per outage; anything else BullMQ reports (a lost job lock) each time. */
  private reportError(outages: OutageLog, error: Error): void {
    if (isUnavailability(error)) outages.failed(error);
    else this.logger.warn(`Job queue: ${error.message}`);
  }

  private async stopWorkerWithin(withinMs: number): Promise<void> {
    if (!this.worker) return;
    if (!(await settlesWithin(this.worker.close(), withinMs))) {
      this.logger.warn('Jobs still running at shutdown go back to the queue once their locks expire');
    }
    if (this.workerConnection) await closeConnection(this.workerConnection);
  }
}
