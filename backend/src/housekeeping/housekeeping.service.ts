import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { SessionService } from '../sessions/session.service';
import type { HousekeepingSummary } from './housekeeping-run.entity';
import { HousekeepingRunsRepository } from './housekeeping-runs.repository';
import {
  AUTH_CHALLENGE_PURGE,
  MESSAGE_ATTACHMENT_HOUSEKEEPING,
  NOTIFICATION_PURGE,
  RESET_TOKEN_PURGE,
  type AuthChallengePurge,
  type MessageAttachmentHousekeeping,
  type NotificationPurge,
  type ResetTokenPurge,
} from './housekeeping-sources';
import { HOUSEKEEPING_JOB, ORPHANED_UPLOAD_GRACE_MS, SENT_MAIL_RETENTION_MS } from './housekeeping.constants';
import { OrphanedUploadsService } from './orphaned-uploads.service';

/**
 * The scheduled tick's slot: its time to the second on this instance's clock. Every instance's
 * scheduler fires at the same wall-clock second, so all of them name the same slot.
 */
export function slotOf(tick: Date): string {
  return new Date(Math.floor(tick.getTime() / 1000) * 1000).toISOString();
}

/**
 * Removes what the product no longer needs: expired sessions, spent and expired reset tokens,
 * expired rate-limit counters, orphaned uploads, notifications past their retention, idempotency keys older than a day, emails
 * sent longer ago than SENT_MAIL_RETENTION_MS and message attachments never sent within a day. Every instance schedules it; the database
 * lets one instance claim each tick, so the work runs once however many instances there are. The
 * schedule is a setting (HOUSEKEEPING_SCHEDULE), so it is registered here rather than by a decorator.
 */
@Injectable()
export class HousekeepingService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Housekeeping');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly runs: HousekeepingRunsRepository,
    private readonly sessions: SessionService,
    @Inject(RESET_TOKEN_PURGE) private readonly resetTokens: ResetTokenPurge,
    @Inject(AUTH_CHALLENGE_PURGE) private readonly authChallenges: AuthChallengePurge,
    private readonly limits: RateLimitService,
    private readonly uploads: OrphanedUploadsService,
    @Inject(NOTIFICATION_PURGE) private readonly notifications: NotificationPurge,
    private readonly idempotencyKeys: IdempotencyService,
    private readonly outbox: MailOutboxRepository,
    @Inject(MESSAGE_ATTACHMENT_HOUSEKEEPING) private readonly attachments: MessageAttachmentHousekeeping,
  ) {}

  onModuleInit(): void {
    const job = CronJob.from({ cronTime: this.config.housekeepingSchedule, onTick: () => this.onSchedule(), waitForCompletion: true });
    this.scheduler.addCronJob(HOUSEKEEPING_JOB, job);
  }

  /** Started with the application, as the scheduler starts its own jobs; it stops them all at shutdown. */
  onApplicationBootstrap(): void {
    this.scheduler.getCronJob(HOUSEKEEPING_JOB).start();
  }

  async onSchedule(): Promise<void> {
    try {
      await this.runOnce(slotOf(new Date()));
    } catch (error) {
      this.logger.error(`Housekeeping failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  /** Runs the purge for that slot unless another instance has claimed it; answers what was removed, or null. */
  async runOnce(slot: string): Promise<HousekeepingSummary | null> {
    const runId = await this.runs.claim(slot, new Date());
    if (runId === null) {
      this.logger.log(`Housekeeping of ${slot} was claimed by another instance`);
      return null;
    }
    const summary = await this.purge(new Date());
    await this.runs.finish(runId, new Date(), summary);
    this.logger.log(
      `Housekeeping of ${slot} removed ${summary.sessions} sessions, ${summary.resetTokens} reset tokens, ${summary.authChallenges} expired sign-in challenges, ${summary.rateLimits} rate-limit counters, ${summary.uploads} orphaned uploads, ${summary.notifications} old notifications, ${summary.idempotencyKeys} idempotency keys, ${summary.sentMails} sent emails, ${summary.unsentAttachments} unsent attachments`,
    );
    return summary;
  }

  private async purge(now: Date): Promise<HousekeepingSummary> {
    return {
      sessions: await this.sessions.purgeExpired(),
      resetTokens: await this.resetTokens.deleteUnusable(now),
      authChallenges: await this.authChallenges.deleteExpired(now),
      rateLimits: await this.limits.purgeExpired(),
      uploads: await this.uploads.purge(new Date(now.getTime() - ORPHANED_UPLOAD_GRACE_MS)),
      notifications: await this.notifications.purgeExpired(now),
      idempotencyKeys: await this.idempotencyKeys.purgeExpired(now),
      sentMails: await this.outbox.deleteSentBefore(new Date(now.getTime() - SENT_MAIL_RETENTION_MS)),
      unsentAttachments: await this.attachments.purgeExpiredPending(now),
    };
  }
}
