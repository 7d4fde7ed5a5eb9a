import { Global, Inject, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { BullMqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobProcessorsRegistry } from './job-processors.registry';
import { JobQueue } from './job-queue';

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
      inject: [REDIS, JobProcessorsRegistry],
      useFactory: (redis: Redis | null, processors: JobProcessorsRegistry): JobQueue =>
        redis ? new BullMqJobQueue(redis) : new InProcessJobQueue(processors),
    },
  ],
  exports: [JobQueue, JobProcessorsRegistry],
})
export class JobsModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly processors: JobProcessorsRegistry,
  ) {}

  onApplicationBootstrap(): void {
    this.processors.assertComplete();
    if (this.config.processJobs && this.queue instanceof BullMqJobQueue) this.queue.startWorker(this.processors);
  }

  /** Before the database closes: jobs read and mark their outbox rows. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.queue instanceof BullMqJobQueue) await this.queue.close();
    if (this.queue instanceof InProcessJobQueue) await this.queue.drain();
  }
}
