import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATION_RETENTION_DAYS, type NotificationCategory } from '@nurse/domain';
import { NotFoundError } from '../../common/domain-errors';
import { decodeTimeIdCursor, keysetPage, type KeysetPage } from '../../common/page-cursor';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import type { Transaction } from '../../database/transaction';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { BellCacheService } from './bell-cache.service';
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

/** Whole seconds, as every database stores them, so a due time reads back equal to itself. */
const toWholeSecond = (ms: number) => new Date(Math.ceil(ms / 1000) * 1000);

/**
 * Notifications: stored in the transaction of the change they report (raised by
 * notification-triggers.subscriber.ts, which decides who hears about what); her channel settings say
 * whether each shows in the app, waits for an email digest, or both.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsRepository,
    private readonly digests: NotificationDigestsRepository,
    private readonly settings: NotificationSettingsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly events: DomainEventBus,
    private readonly bell: BellCacheService,
  ) {}

  /**
   * Stores the event for the channels she takes it on, in the transaction of the change it reports
   * (see notification-triggers.subscriber.ts): both are stored, or neither. Her bell and digest hear
   * of it once the transaction commits (`notification-recorded`).
   */
  async raiseWith(tx: Transaction, event: NotificationEvent): Promise<void> {
    await this.raiseManyWith(tx, [event]);
  }

  /**
   * The same for one event to each of many nurses (a message to a group), with one statement per
   * table for all of them rather than one per nurse.
   */
  async raiseManyWith(tx: Transaction, events: readonly NotificationEvent[]): Promise<void> {
    if (events.length === 0) return;
    const channels = await this.settings.channelsFor(
      events.map((event) => ({ userId: event.userId, category: event.category })),
      tx,
    );
    const taken = events.filter((event) => {
      const channel = channels.get(event.userId)!;
      return channel.inApp || channel.email || channel.push;
    });
    if (taken.length === 0) return;
    const now = new Date();
    const shownInApp = await this.notifications.record(
      taken,
      new Set(taken.filter((event) => channels.get(event.userId)!.inApp).map((event) => event.userId)),
      now,
      tx,
    );
    const byEmail = taken.filter((event) => channels.get(event.userId)!.email).map((event) => event.userId);
    const dueAt = byEmail.length
      ? await this.digests.dueNoLaterThan(byEmail, toWholeSecond(now.getTime() + this.config.digests.delayMs), tx)
      : new Map<number, Date>();
    for (const event of taken) {
      // A row already under the bell changes there even when this event alone would not show.
      tx.record({
        type: 'notification-recorded',
        userId: event.userId,
        shownInApp: shownInApp.has(event.userId),
        digestDueAt: dueAt.get(event.userId)?.toISOString() ?? null,
        push: channels.get(event.userId)!.push ? { category: event.category, subjectId: event.subjectId } : null,
      });
    }
  }

  /** Marks read, in `tx`, her notifications about a subject she has now seen (a conversation she opened). */
  async readAboutWith(tx: Transaction, userId: number, category: NotificationCategory, subjectId: number): Promise<void> {
    if ((await this.notifications.readAbout(userId, category, subjectId, new Date(), tx)) > 0)
      tx.record({ type: 'notifications-read', userId });
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

  /** Her unread notification about a subject, as the bell shows it; null once she has read it (or it was never raised). */
  async unreadAbout(userId: number, category: NotificationCategory, subjectId: number): Promise<NotificationView | null> {
    const row = await this.notifications.unreadAbout(userId, category, subjectId);
    return row ? toNotificationView(row) : null;
  }

  unreadCount(userId: number): Promise<number> {
    return this.bell.count(userId, () => this.notifications.unreadCount(userId));
  }

  async markRead(userId: number, id: number): Promise<NotificationView> {
    const row = await this.unitOfWork.run(async (tx) => {
      const read = await this.notifications.markRead(userId, id, new Date(), tx);
      if (read) tx.record({ type: 'notifications-read', userId });
      return read;
    });
    if (!row) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    return toNotificationView(row);
  }

  async markAllRead(userId: number): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      if ((await this.notifications.markAllRead(userId, new Date(), tx)) > 0) tx.record({ type: 'notifications-read', userId });
    });
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
    if (removed > 0) this.events.announce({ type: 'notifications-purged' });
    return removed;
  }
}
