import type { OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import type { DomainEventBus } from '../../events/domain-event-bus.service';
import type { DomainEventOf, DomainEventType } from '../../events/domain-events';

/** Enough for every nurse signed in at once on one instance; a count is a number. */
const MAX_KEPT = 100_000;

/** For each event that changes some nurses' counts, whose. */
export type CountChanges = { readonly [T in DomainEventType]?: (event: DomainEventOf<T>) => readonly number[] };

/**
 * A count per nurse that a badge shows (every open tab asks for it), kept for a few seconds (see
 * common/moment-cache.ts) and dropped on every instance on the events that change it: those the
 * subclass names (`changedBy`), a block either way, and any account's status (a suspended nurse's
 * messages and requests leave everyone's counts).
 */
export abstract class NurseCounts implements OnModuleInit {
  private readonly cache: MomentCache<number, number>;

  protected constructor(
    config: AppConfig,
    private readonly events: DomainEventBus,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  /** Reads her count from the database. */
  protected abstract read(nurseId: number): Promise<number>;

  /** The events after which some nurses' counts differ, besides blocks and account status. */
  protected abstract readonly changedBy: CountChanges;

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.events.onEventsMissed(() => this.cache.dropAll());
    this.events.on('account-changed', 'every-instance', ({ fields }) => {
      if (fields.includes('accountStatus')) this.cache.dropAll();
    });
    this.events.on('block-changed', 'every-instance', ({ nurseIds }) => this.drop(nurseIds));
    for (const type of Object.keys(this.changedBy) as DomainEventType[]) {
      const whose = this.changedBy[type] as (event: DomainEventOf<typeof type>) => readonly number[];
      this.events.on(type, 'every-instance', (event) => this.drop(whose(event)));
    }
  }

  of(nurseId: number): Promise<number> {
    return this.cache.findOrRead(nurseId, () => this.read(nurseId));
  }

  private drop(nurseIds: readonly number[]): void {
    for (const nurseId of nurseIds) this.cache.drop(nurseId);
  }
}
