import { Global, Inject, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { MetricsRegistry } from '../observability/metrics.registry';
import { REDIS } from '../redis/redis.module';
import { DrainingSignal } from '../shutdown/draining.signal';
import { settlesWithin } from '../shutdown/settles-within';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobProcessorsRegistry } from './job-processors.registry';
import { JobQueue } from './job-queue';

const JOBS_SHARE_OF_TIME_LEFT = 0.7;

/**
 * BullMQ when REDIS_URL is set, otherwise an in-process driver. Processors run in this process
 * when PROCESS_JOBS is true (the default); the worker entry point always runs them.
 */
@Global()
@Module({
  providers: [
    JobProcessorsRegistry,
    {
      provide: JobQueue,
      inject: [APP_CONFIG, REDIS, JobProcessorsRegistry],
      useFactory: (config: AppConfig, redis: Redis | null, processors: JobProcessorsRegistry): JobQueue =>
        redis ? new BullMqJobQueue(redis, config.jobRetryDelayMs) : new InProcessJobQueue(processors, config.jobRetryDelayMs),
    },
  ],
  exports: [JobQueue, JobProcessorsRegistry],
})
export class JobsModule implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown {
  private unsubscribe: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly processors: JobProcessorsRegistry,
    private readonly shutdown: DrainingSignal,
    private readonly metrics: MetricsRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.processors.assertComplete();
    this.metrics.trackJobs(() => this.queue.counts());
    if (this.config.processJobs && this.queue instanceof BullMqJobQueue) this.queue.startWorker(this.processors);
    // Running jobs finish while the requests in flight do; jobs those requests add stay queued for another worker.
    this.unsubscribe = this.shutdown.subscribe(() => void this.stopWorker());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /**
   * Before the database closes: jobs read and mark their outbox rows. Running jobs get most of the
   * time left before the process exits; the rest is for closing connections.
   */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.queue instanceof BullMqJobQueue) await this.queue.close(this.jobsTimeMs());
    if (this.queue instanceof InProcessJobQueue) await settlesWithin(this.queue.drain(), this.jobsTimeMs());
  }

  private async stopWorker(): Promise<void> {
    if (this.queue instanceof BullMqJobQueue) await this.queue.stopWorker(this.jobsTimeMs());
  }

  private jobsTimeMs(): number {
    return this.shutdown.timeLeftMs(this.config.shutdownGraceMs) * JOBS_SHARE_OF_TIME_LEFT;
  }
}
