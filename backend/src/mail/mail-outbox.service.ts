import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { Transaction } from '../database/transaction';
import { JobQueue } from '../jobs/job-queue';
import { MailOutboxRepository } from './mail-outbox.repository';
import type { MailTemplateData } from './mail-templates';

/** How often undelivered rows are handed to the queue again, and how old they must be by then. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * The mail outbox. A service writes each email with `add`, inside the transaction of the change that
 * causes it, and hands the ids to `dispatch` once that transaction has committed; the queue job
 * carries only the id. Rows a crash left undelivered are handed over again at start and then every
 * minute, so an acknowledged email is never lost; delivery is idempotent (see SendEmailProcessor).
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rows: MailOutboxRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** Stores an email in the caller's transaction; answers its outbox id. */
  add(tx: Transaction, to: string, message: MailTemplateData): Promise<number> {
    return this.rows.add(to, message, tx);
  }

  /** Queues delivery of stored emails; call after their transaction has committed. */
  async dispatch(ids: readonly number[]): Promise<void> {
    for (const outboxId of ids) {
      // The row is already durable; a queue that fails now is caught up by the next sweep.
      await this.jobs.enqueue('send-email', { outboxId }).catch((error: unknown) => {
        this.logger.warn(`Mail #${outboxId} stays in the outbox for the next sweep: ${(error as Error).message}`);
      });
    }
  }

  /** Queues every undelivered row older than `olderThan` (all of them at start). */
  async sweep(olderThan: Date): Promise<number> {
    const unsent = await this.rows.undeliveredBefore(olderThan, SWEEP_BATCH);
    await this.dispatch(unsent);
    return unsent.length;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.processJobs) return;
    const queued = await this.sweep(new Date(Date.now() + 1000));
    if (queued > 0) this.logger.log(`Queued ${queued} undelivered email(s) from the outbox`);
    this.sweeper = setInterval(() => {
      this.sweep(new Date(Date.now() - SWEEP_EVERY_MS)).catch((error: unknown) =>
        this.logger.warn(`Outbox sweep failed: ${(error as Error).message}`),
      );
    }, SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }
}
