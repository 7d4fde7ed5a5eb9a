import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE_EVENTS } from '@nurse/domain';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { LiveEventsService } from '../../live/live-events.service';
import { DigestScheduleService } from './digest-schedule.service';
import { NotificationsService } from './notifications.service';

/**
 * Once a notification of hers is stored or read: her digest job is woken for its due time (the digest
 * sweep catches one that is lost), and her tabs' bells get the new unread count.
 */
@Injectable()
export class NotificationsLiveSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly live: LiveEventsService,
    private readonly schedule: DigestScheduleService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.on('notification-recorded', 'after-commit', async ({ userId, shownInApp, digestDueAt }) => {
      if (digestDueAt) await this.schedule.wake(userId, new Date(digestDueAt));
      if (shownInApp) await this.announceCount(userId);
    });
    this.events.on('notifications-read', 'after-commit', ({ userId }) => this.announceCount(userId));
  }

  private async announceCount(userId: number): Promise<void> {
    this.live.toUsers([userId], LIVE_EVENTS.notifications, { unreadCount: await this.notifications.unreadCount(userId) });
  }
}
