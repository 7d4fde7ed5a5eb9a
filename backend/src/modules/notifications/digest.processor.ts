import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ROUTES } from '@nurse/domain';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { JobProcessorsRegistry } from '../../jobs/job-processors.registry';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { UsersRepository } from '../users/users.repository';
import { nextDigestTime, recentSendTimes } from './digest-schedule';
import { DigestScheduleService } from './digest-schedule.service';
import { NotificationDigestsRepository } from './notification-digests.repository';
import { FALLBACK_TIME_ZONE, NotificationSettingsService } from './notification-settings.service';
import { notificationLink, notificationText } from './notification-texts';
import { NotificationsRepository } from './notifications.repository';
import { NurseActivityRepository } from './nurse-activity.repository';
import { UnsubscribeTokensService } from './unsubscribe-tokens.service';

/** A wake-up this much early (a sweep) still counts as on time. */
const ON_TIME_MS = 1000;

/**
 * Sends a nurse's digest when it comes due: one email gathering what she wants by email, unread and
 * newer than her last visit, unless her quiet hours, the spacing or the daily ceiling move it later.
 * The digest row is claimed, the notifications marked mailed and the email stored in one
 * transaction, so a run repeated after a crash finds nothing left to send.
 */
@Injectable()
export class DigestProcessor implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly processors: JobProcessorsRegistry,
    private readonly digests: NotificationDigestsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly settings: NotificationSettingsService,
    private readonly activity: NurseActivityRepository,
    private readonly schedule: DigestScheduleService,
    private readonly tokens: UnsubscribeTokensService,
    private readonly users: UsersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  onModuleInit(): void {
    this.processors.register('notification-digest', ({ userId, dueAt }) => this.run(userId, new Date(dueAt)));
  }

  async run(userId: number, dueAt: Date, now = new Date()): Promise<void> {
    const digest = await this.digests.find(userId);
    // Sent, or moved by an earlier run that queued its own wake-up.
    if (digest?.dueAt?.getTime() !== dueAt.getTime()) return;
    if (dueAt.getTime() > now.getTime() + ON_TIME_MS) return this.schedule.wake(userId, dueAt);

    const preferences = await this.settings.of(userId);
    const sentTimes = (digest.sentTimes ?? []).map((time) => new Date(time));
    const allowedAt = nextDigestTime(now, this.config.digests, {
      sentTimes,
      quietHours: preferences.quietHours,
      timeZone: preferences.timeZone ?? FALLBACK_TIME_ZONE,
    });
    if (allowedAt.getTime() > now.getTime()) {
      const later = new Date(Math.ceil(allowedAt.getTime() / 1000) * 1000);
      if (await this.digests.postpone(userId, dueAt, later)) await this.schedule.wake(userId, later);
      return;
    }

    const user = await this.users.findById(userId);
    const emailed = preferences.channels.filter((preference) => preference.email).map((preference) => preference.category);
    const lastActiveAt = await this.activity.lastActiveAt(userId);
    const outboxId = await this.unitOfWork.run(async (tx) => {
      if (!(await this.digests.claim(userId, dueAt, tx))) return null;
      if (user?.accountStatus !== 'live') return null;
      const unread = await this.notifications.digestable(userId, emailed, lastActiveAt, tx);
      if (unread.length === 0) return null;
      await this.notifications.markMailed(
        unread.map((row) => row.id),
        now,
        tx,
      );
      await this.digests.recordSent(userId, [...recentSendTimes(sentTimes, now), now], tx);
      const categories = [...new Set(unread.map((row) => row.category))];
      return this.outbox.add(tx, user.email, {
        template: 'digest',
        name: user.firstName?.trim() || user.name,
        items: unread.map((row) => ({ text: notificationText(row), url: `${this.config.appUrl}${notificationLink(row)}` })),
        unsubscribeUrl: `${this.config.appUrl}/api/unsubscribe/${this.tokens.issue({ userId, categories })}`,
        settingsUrl: `${this.config.appUrl}${ROUTES.settings}`,
      });
    });
    if (outboxId !== null) await this.outbox.dispatch([outboxId]);
  }
}
