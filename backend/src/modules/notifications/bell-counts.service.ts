import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CacheDropsService } from '../../redis/cache-drops.service';
import { NotificationsRepository } from './notifications.repository';

/** Enough for every nurse signed in at once on one instance; a count is a number. */
const MAX_KEPT = 100_000;

type CountDrop = number[] | 'all';

/**
 * Each nurse's unread notification count (the bell, which every open tab asks for), kept for a few
 * seconds (see common/moment-cache.ts) and dropped on every instance, workers included, whenever a
 * notification of hers is raised, read or removed.
 */
@Injectable()
export class BellCountsService implements OnModuleInit {
  private readonly cache: MomentCache<number, number>;
  private dropEverywhere: (drop: CountDrop) => void = () => undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly notifications: NotificationsRepository,
    private readonly drops: CacheDropsService,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.dropEverywhere = this.drops.channel<CountDrop>('bell-counts', (drop) => {
      if (drop === 'all') this.cache.dropAll();
      else for (const nurseId of drop) this.cache.drop(nurseId);
    });
  }

  async of(nurseId: number): Promise<number> {
    const kept = this.cache.find(nurseId);
    if (kept !== undefined) return kept;
    const ticket = this.cache.ticket();
    const count = await this.notifications.unreadCount(nurseId);
    this.cache.keep(ticket, nurseId, count);
    return count;
  }

  /** Her notifications changed, and the change is stored. */
  changed(nurseId: number): void {
    this.dropEverywhere([nurseId]);
  }

  /** Notifications of many nurses went (housekeeping). */
  changedForAll(): void {
    this.dropEverywhere('all');
  }
}
