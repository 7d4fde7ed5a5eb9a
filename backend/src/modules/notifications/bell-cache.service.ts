import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { KeysetPage } from '../../common/page-cursor';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import type { NotificationView } from './notifications.service';

/** Enough for every nurse signed in at once on one instance. */
const MAX_KEPT = 100_000;

/**
 * What every open tab asks for again and again: each nurse's unread notification count (the bell) and
 * the first page of her notifications (the panel), kept for a few seconds (see
 * common/moment-cache.ts) and dropped on every instance, workers included, on the events that say a
 * notification of hers was raised, read or removed. `read` reads from the database when nothing is kept.
 */
@Injectable()
export class BellCacheService implements OnModuleInit {
  private readonly counts: MomentCache<number, number>;
  private readonly firstPages: MomentCache<string, KeysetPage<NotificationView>>;
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly events: DomainEventBus,
  ) {
    this.counts = new MomentCache(config.readCacheMs, MAX_KEPT);
    this.firstPages = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.counts.enabled) return;
    const empty = () => {
      this.counts.dropAll();
      this.firstPages.dropAll();
    };
    this.events.onEventsMissed(empty);
    this.events.on('notification-recorded', 'every-instance', ({ userId, shownInApp }) => {
      if (shownInApp) this.drop(userId);
    });
    this.events.on('notifications-read', 'every-instance', ({ userId }) => this.drop(userId));
    this.events.on('notifications-purged', 'every-instance', empty);
  }

  private drop(nurseId: number): void {
    this.counts.drop(nurseId);
    // The panel asks for one page size; others are read afresh each time.
    this.firstPages.drop(pageKey(nurseId));
  }

  count(nurseId: number, read: () => Promise<number>): Promise<number> {
    return this.counts.findOrRead(nurseId, read);
  }

  firstPage(nurseId: number, pageSize: number, read: () => Promise<KeysetPage<NotificationView>>): Promise<KeysetPage<NotificationView>> {
    return pageSize === PANEL_PAGE_SIZE ? this.firstPages.findOrRead(pageKey(nurseId), read) : read();
  }
}

/** The page size the bell's panel asks for (the API's default). */
const PANEL_PAGE_SIZE = 20;

const pageKey = (nurseId: number) => `${nurseId}`;
