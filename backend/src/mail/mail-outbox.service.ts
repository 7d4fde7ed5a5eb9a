import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { Transaction } from '../database/transaction';
import { JobQueue, type EnqueueOptions } from '../jobs/job-queue';
import { MailOutboxRepository } from './mail-outbox.repository';
import type { MailTemplateData } from './mail-templates';
import { SWEEP_EVERY_MS } from './outbox-retry';
import { repeatSweep } from '../jobs/periodic-sweep';

const SWEEP_PAGE = 500;

/**
 * The mail outbox. A service writes each email with `add`, inside the transaction of the change that
 * causes it, and hands the ids to `dispatch` once that transaction has committed; the queue job
 * carries only the id. Rows a crash or an outage left undelivered are handed over again at start and
 * then every minute, their failed jobs run again, so an acknowledged email is never lost; delivery is
 * idempotent (see SendEmailProcessor). The minute's sweep pages through every row due, and a row that
 * keeps failing waits longer each time (outbox-retry.ts), so it never holds back the rows behind it.
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private stopSweeps: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rows: MailOutboxRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** Stores an email in the caller's transaction; answers its outbox id. */
  add(tx: Transaction, to: string, message: MailTemplateData): Promise<number> {
    return this.rows.add(to, message, tx);
  }

  /**
   * Forgets every email to an erased account's address, and the sent emails to others that name her
   * (an invitation from her, a digest line); one still unsent is delivered and goes with the sent
   * mail's retention.
   */
  async forgetAccount(tx: Transaction, address: string, names: readonly string[]): Promise<void> {
    await this.rows.deleteAllTo(address, tx);
    for (const name of new Set(names.map((text) => text.trim()).filter((text) => text.length >= 3)))
      await this.rows.deleteSentMentioning(name, tx);
  }

  /** Queues delivery of stored emails; call after their transaction has committed. */
  async dispatch(ids: readonly number[], options: EnqueueOptions = {}): Promise<void> {
    for (const outboxId of ids) {
      // The row is already durable; a queue that fails now is caught up by the next sweep.
      await this.jobs.enqueue('send-email', { outboxId }, options).catch((error: unknown) => {
        this.logger.warn(`Mail #${outboxId} stays in the outbox for the next sweep: ${(error as Error).message}`);
      });
    }
  }

  /**
   * Queues every undelivered row the sweep may take at `now` (with `everything`, at start, each one
   * whatever its wait), running a job that failed for good again; answers how many.
   */
  async sweep(now = new Date(), everything = false): Promise<number> {
    const due = everything ? undefined : { storedBefore: new Date(now.getTime() - SWEEP_EVERY_MS), by: now };
    let queued = 0;
    for (
      let page = await this.rows.undeliveredAfter(0, SWEEP_PAGE, due);
      page.length > 0;
      page = await this.rows.undeliveredAfter(page[page.length - 1], SWEEP_PAGE, due)
    ) {
      await this.dispatch(page, { rerunFinished: true });
      queued += page.length;
    }
    return queued;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.processJobs) return;
    const queued = await this.sweep(new Date(), true);
    if (queued > 0) this.logger.log(`Queued ${queued} undelivered email(s) from the outbox`);
    this.stopSweeps = repeatSweep(this.logger, 'Outbox', SWEEP_EVERY_MS, () => this.sweep());
  }

  onApplicationShutdown(): void {
    this.stopSweeps?.();
  }
}
