import { Inject, Injectable, Logger } from '@nestjs/common';
import { LIVE_EVENTS, NOTIFICATION_RETENTION_DAYS, type ChannelPreference, type NotificationCategory } from '@nurse/domain';
import { NotFoundError } from '../../common/domain-errors';
import { decodeTimeIdCursor, keysetPage, type KeysetPage } from '../../common/page-cursor';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import type { Transaction } from '../../database/transaction';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { LiveEventsService } from '../../live/live-events.service';
import { BellCacheService } from './bell-cache.service';
import { DigestScheduleService } from './digest-schedule.service';
import type { NotificationEntity } from './entities/notification.entity';
import { NotificationDigestsRepository } from './notification-digests.repository';
import { NotificationSettingsService } from './notification-settings.service';
import { notificationLink, notificationText } from './notification-texts';
import { NotificationsRepository, type NotificationEvent } from './notifications.repository';

const PURGE_BATCH = 1000;

export const NOTIFICATION_NOT_FOUND = 'That notification was not found';

export interface NotificationView {
  id: number;
  category: NotificationCategory;
  text: string;
  link: string;
  read: boolean;
  createdAt: Date;
}

export const toNotificationView = (row: NotificationEntity): NotificationView => ({
  id: row.id,
  category: row.category,
  text: notificationText(row),
  link: notificationLink(row),
  read: row.readAt !== null,
  createdAt: row.updatedAt,
});

/** What storing an event did: whether it shows under her bell, and when her digest is now due. */
interface Recorded {
  shownInApp: boolean;
  dueAt: Date | null;
}

/** Whole seconds, as every database stores them, so a due time reads back equal to itself. */
const toWholeSecond = (ms: number) => new Date(Math.ceil(ms / 1000) * 1000);

/**
 * The one place that decides who hears about what, and where: other modules raise events here once
 * their change is stored; her channel settings say whether each shows in the app, waits for an email
 * digest, or both.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsRepository,
    private readonly digests: NotificationDigestsRepository,
    private readonly settings: NotificationSettingsService,
    private readonly schedule: DigestScheduleService,
    private readonly unitOfWork: UnitOfWork,
    private readonly live: LiveEventsService,
    private readonly bell: BellCacheService,
  ) {}

  /**
   * Records an event that concerns `event.userId`; call after the change it reports has committed. A
   * failure here is logged, never thrown: the change itself is stored and its request succeeded.
   */
  async raise(event: NotificationEvent): Promise<void> {
    try {
      const channel = await this.settings.channelFor(event.userId, event.category);
      if (!channel.inApp && !channel.email) return;
      const recorded = await this.unitOfWork.run((tx) => this.record(event, channel, tx));
      await this.tell(event.userId, recorded);
    } catch (error) {
      this.logger.error(`Could not notify nurse #${event.userId} of ${event.category}: ${(error as Error).message}`);
    }
  }

  /**
   * Records the event in the caller's transaction, for a change that is only made together with its
   * notification (a reminder claimed as sent): a failure here fails that transaction, so the change is
   * undone and can be made again. Her bell and digest hear of it once the transaction commits.
   */
  async raiseWith(tx: Transaction, event: NotificationEvent): Promise<void> {
    const channel = await this.settings.channelFor(event.userId, event.category);
    if (!channel.inApp && !channel.email) return;
    const recorded = await this.record(event, channel, tx);
    this.unitOfWork.afterCommit(tx, () => {
      this.tell(event.userId, recorded).catch((error: unknown) =>
        this.logger.error(
          `Nurse #${event.userId} was notified of ${event.category}, but her bell was not told: ${(error as Error).message}`,
        ),
      );
    });
  }

  /** Stores the event for the channels she takes it on. */
  private async record(event: NotificationEvent, channel: ChannelPreference, tx: Transaction): Promise<Recorded> {
    const now = new Date();
    const row = await this.notifications.record(event, channel.inApp, now, tx);
    const dueAt = channel.email
      ? await this.digests.dueNoLaterThan(event.userId, toWholeSecond(now.getTime() + this.config.digests.delayMs), tx)
      : null;
    return { shownInApp: row.shownInApp, dueAt };
  }

  /** Once stored: her digest is woken for its due time, and her bell told when the row shows there. */
  private async tell(userId: number, { shownInApp, dueAt }: Recorded): Promise<void> {
    if (dueAt) await this.schedule.wake(userId, dueAt);
    // A row already under the bell changes there even when this event alone would not show.
    if (shownInApp) await this.announce(userId);
  }

  /** Marks read her notifications about a subject she has now seen (a conversation she opened). */
  async readAbout(userId: number, category: NotificationCategory, subjectId: number): Promise<void> {
    if ((await this.notifications.readAbout(userId, category, subjectId, new Date())) > 0) await this.announce(userId);
  }

  async page(userId: number, cursor: string | undefined, pageSize: number): Promise<KeysetPage<NotificationView>> {
    if (cursor === undefined) return this.bell.firstPage(userId, pageSize, () => this.readPage(userId, null, pageSize));
    return this.readPage(userId, decodeTimeIdCursor(cursor), pageSize);
  }

  private async readPage(userId: number, after: { at: Date; id: number } | null, pageSize: number): Promise<KeysetPage<NotificationView>> {
    const rows = await this.notifications.page(userId, after, pageSize + 1);
    const page = keysetPage(rows, pageSize, (row) => [row.updatedAt.toISOString(), row.id]);
    return { ...page, items: page.items.map(toNotificationView) };
  }

  unreadCount(userId: number): Promise<number> {
    return this.bell.count(userId, () => this.notifications.unreadCount(userId));
  }

  async markRead(userId: number, id: number): Promise<NotificationView> {
    const row = await this.notifications.markRead(userId, id, new Date());
    if (!row) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    await this.announce(userId);
    return toNotificationView(row);
  }

  async markAllRead(userId: number): Promise<void> {
    if ((await this.notifications.markAllRead(userId, new Date())) > 0) await this.announce(userId);
  }

  /** Removes notifications whose latest event is older than the retention; answers how many. */
  async purgeExpired(now: Date): Promise<number> {
    const before = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    let removed = 0;
    for (
      let batch = await this.notifications.deleteOlderThan(before, PURGE_BATCH);
      batch > 0;
      batch = await this.notifications.deleteOlderThan(before, PURGE_BATCH)
    ) {
      removed += batch;
    }
    if (removed > 0) this.bell.changedForAll();
    return removed;
  }

  /** Her notifications changed: the kept count goes, and her tabs' bells get the count now. */
  private async announce(userId: number): Promise<void> {
    this.bell.changed(userId);
    this.live.toUsers([userId], LIVE_EVENTS.notifications, { unreadCount: await this.unreadCount(userId) });
  }
}
