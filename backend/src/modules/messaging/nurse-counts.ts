import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import type { CacheDropsService } from '../../redis/cache-drops.service';
import type { BlockChangesSignal } from '../connections/block-changes.signal';
import type { AccountChangesSignal } from '../users/account-changes.signal';

/** Enough for every nurse signed in at once on one instance; a count is a number. */
const MAX_KEPT = 100_000;

/** Some nurses' counts, or everyone's. */
type CountDrop = number[] | 'all';

/**
 * A count per nurse that a badge shows (every open tab asks for it), kept for a few seconds (see
 * common/moment-cache.ts) and dropped on every instance through its own `channel` when it can change:
 * when a service says so (`changed`), on a block either way, and on any account's status (a suspended
 * nurse's messages and requests leave everyone's counts).
 */
export abstract class NurseCounts implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: MomentCache<number, number>;
  private dropEverywhere: (drop: CountDrop) => void = () => undefined;
  private readonly unsubscribes: (() => void)[] = [];

  protected constructor(
    private readonly channel: string,
    config: AppConfig,
    private readonly drops: CacheDropsService,
    private readonly accounts: AccountChangesSignal,
    private readonly blocks: BlockChangesSignal,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  /** Reads her count from the database. */
  protected abstract read(nurseId: number): Promise<number>;

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.dropEverywhere = this.drops.channel<CountDrop>(
      this.channel,
      (drop) => {
        if (drop === 'all') this.cache.dropAll();
        else for (const nurseId of drop) this.cache.drop(nurseId);
      },
      () => this.cache.dropAll(),
    );
    this.unsubscribes.push(
      this.accounts.subscribe(({ fields }) => {
        if (fields.includes('accountStatus')) this.dropEverywhere('all');
      }),
      this.blocks.subscribe((pair) => this.dropEverywhere([...pair])),
    );
  }

  onApplicationShutdown(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
  }

  of(nurseId: number): Promise<number> {
    return this.cache.findOrRead(nurseId, () => this.read(nurseId));
  }

  /** Her count changed, and the change is stored. */
  changed(nurseId: number): void {
    this.dropEverywhere([nurseId]);
  }
}
