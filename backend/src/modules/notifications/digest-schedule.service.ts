import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { JobQueue, type EnqueueOptions } from '../../jobs/job-queue';
import { NotificationDigestsRepository } from './notification-digests.repository';
import { repeatSweep } from '../../jobs/periodic-sweep';

const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 1000;

/**
 * Wakes digests when they are due. The due time is stored first (the durable record); the queued
 * job only wakes its processor, so a lost job costs a delay, never an email: the sweep at start and
 * every minute wakes whatever is due and has no job, or whose job failed for good (an outage longer
 * than its attempts), paging through every due row.
 */
@Injectable()
export class DigestScheduleService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Digests');
  private stopSweeps: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly digests: NotificationDigestsRepository,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Queues the wake-up for her digest due at `dueAt`; queued once per nurse and due time, unless
   * `rerunFinished` (the sweep) runs a finished one again.
   */
  async wake(userId: number, dueAt: Date, options: Pick<EnqueueOptions, 'rerunFinished'> = {}): Promise<void> {
    await this.jobs
      .enqueue('notification-digest', { userId, dueAt: dueAt.getTime() }, { ...options, delayMs: dueAt.getTime() - Date.now() })
      .catch((error: unknown) => this.logger.warn(`Digest for nurse #${userId} waits for the next sweep: ${(error as Error).message}`));
  }

  /** Queues the wake-up of every digest due before the next sweep (timers of the in-process queue die with it); answers how many. */
  async sweep(): Promise<number> {
    const by = new Date(Date.now() + SWEEP_EVERY_MS);
    let woken = 0;
    for (
      let page = await this.digests.dueBy(by, 0, SWEEP_BATCH);
      page.length > 0;
      page = await this.digests.dueBy(by, page[page.length - 1].userId, SWEEP_BATCH)
    ) {
      for (const digest of page) if (digest.dueAt) await this.wake(digest.userId, digest.dueAt, { rerunFinished: true });
      woken += page.length;
    }
    return woken;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.processJobs) return;
    const woken = await this.sweep();
    if (woken > 0) this.logger.log(`Woke ${woken} due digest(s)`);
    this.stopSweeps = repeatSweep(this.logger, 'Digest', SWEEP_EVERY_MS, () => this.sweep());
  }

  onApplicationShutdown(): void {
    this.stopSweeps?.();
  }
}
