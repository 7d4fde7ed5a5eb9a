import type { OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import type { DomainEventBus } from '../../events/domain-event-bus.service';
import type { DomainEventOf, DomainEventType } from '../../events/domain-events';

/** Enough for every nurse signed in at once on one instance, and those she writes to. */
const MAX_KEPT = 100_000;

/** For each event that changes some nurses' sets, whose. */
export type SetChanges = { readonly [T in DomainEventType]?: (event: DomainEventOf<T>) => readonly number[] };

/**
 * For each nurse, a set of other nurses she stands with in one way (connected, blocked either way):
 * every thread, profile and message she opens asks about one of them. Kept for a few seconds (see
 * common/moment-cache.ts) and dropped on every instance for the nurses an event names as soon as it is
 * committed. Writes that must see a change made in their own transaction read the database instead.
 */
export abstract class NurseIdSets implements OnModuleInit {
  private readonly cache: MomentCache<number, ReadonlySet<number>>;

  protected constructor(
    config: AppConfig,
    private readonly events: DomainEventBus,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  /** Reads her set from the database. */
  protected abstract read(nurseId: number): Promise<number[]>;

  /** The events after which some nurses' sets differ. */
  protected abstract readonly changedBy: SetChanges;

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.events.onEventsMissed(() => this.cache.dropAll());
    for (const type of Object.keys(this.changedBy) as DomainEventType[]) {
      const whose = this.changedBy[type] as (event: DomainEventOf<typeof type>) => readonly number[];
      this.events.on(type, 'every-instance', (event) => {
        for (const nurseId of whose(event)) this.cache.drop(nurseId);
      });
    }
  }

  /** Whether `other` is in her set. */
  async has(nurseId: number, other: number): Promise<boolean> {
    const set = await this.cache.findOrRead(nurseId, async () => new Set(await this.read(nurseId)));
    return set.has(other);
  }
}
