import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { BlocksRepository } from './blocks.repository';

/** Enough for every nurse signed in at once on one instance; most sets are empty. */
const MAX_KEPT = 100_000;

/**
 * For each nurse, the nurses she blocked or who blocked her: every thread, profile and unread count
 * she opens asks whether a block stands between her and the other nurse. Kept for a few seconds (see
 * common/moment-cache.ts) and dropped on every instance for both nurses as soon as a block is made or
 * lifted, so a block closes the conversation on the next request. Writes that must see a block made in
 * their own transaction read the database instead (`BlocksRepository.eitherWay`).
 */
@Injectable()
export class BlockedNursesCacheService implements OnModuleInit {
  private readonly cache: MomentCache<number, ReadonlySet<number>>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly events: DomainEventBus,
    private readonly blocks: BlocksRepository,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.events.onEventsMissed(() => this.cache.dropAll());
    this.events.on('block-changed', 'every-instance', ({ nurseIds }) => {
      for (const nurseId of nurseIds) this.cache.drop(nurseId);
    });
  }

  /** Whether either of the two has blocked the other. */
  async eitherWay(a: number, b: number): Promise<boolean> {
    const blockedWithA = await this.cache.findOrRead(a, async () => new Set(await this.blocks.blockedEitherWayWith(a)));
    return blockedWithA.has(b);
  }
}
