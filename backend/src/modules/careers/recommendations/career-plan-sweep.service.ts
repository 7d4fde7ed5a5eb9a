import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { JobQueue } from '../../../jobs/job-queue';
import { RecommendationsRepository } from './recommendations.repository';
import { repeatSweep } from '../../../jobs/periodic-sweep';

const SWEEP_EVERY_MS = 60_000;

/**
 * Sees every stored generation request through to a plan: whatever is still queued is queued again
 * at start and every minute, a job that failed for good (an outage longer than its attempts) run
 * again, until it is done. A generation is finished once, so a second run stores no second plan.
 */
@Injectable()
export class CareerPlanSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CareerPlans');
  private stopSweeps: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recommendations: RecommendationsRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** Queues every generation still queued, running a finished job again; answers how many. */
  async sweep(): Promise<number> {
    const queued = await this.recommendations.queuedIds();
    for (const generationId of queued) {
      await this.jobs.enqueue('generate-career-path', { generationId }, { rerunFinished: true }).catch((error: unknown) => {
        this.logger.warn(`Career plan #${generationId} waits for the next sweep: ${(error as Error).message}`);
      });
    }
    return queued.length;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.processJobs) return;
    await this.sweep();
    this.stopSweeps = repeatSweep(this.logger, 'Career plan', SWEEP_EVERY_MS, () => this.sweep());
  }

  onApplicationShutdown(): void {
    this.stopSweeps?.();
  }
}
