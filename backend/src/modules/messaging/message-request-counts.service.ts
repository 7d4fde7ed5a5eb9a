import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CacheDropsService } from '../../redis/cache-drops.service';
import { BlockChangesSignal } from '../connections/block-changes.signal';
import { AccountChangesSignal } from '../users/account-changes.signal';
import { MessageRequestsRepository } from './message-requests.repository';

/** Enough for every nurse signed in at once on one instance; a count is a number. */
const MAX_KEPT = 100_000;

/** Some nurses' counts, or everyone's. */
type CountDrop = number[] | 'all';

/**
 * How many message requests wait for each nurse's answer (part of the Messages badge, which every open
 * tab asks for), kept for a few seconds (see common/moment-cache.ts). Dropped on every instance when it
 * can change: a request to her, her answer, a block either way, and any account's status (a suspended
 * sender's requests leave the count).
 */
@Injectable()
export class MessageRequestCountsService implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: MomentCache<number, number>;
  private dropEverywhere: (drop: CountDrop) => void = () => undefined;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly requests: MessageRequestsRepository,
    private readonly drops: CacheDropsService,
    private readonly accounts: AccountChangesSignal,
    private readonly blocks: BlockChangesSignal,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.dropEverywhere = this.drops.channel<CountDrop>(
      'message-request-counts',
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

  of(recipientId: number): Promise<number> {
    return this.cache.findOrRead(recipientId, () => this.requests.countPendingFor(recipientId));
  }

  /** Her count changed (a request to her was stored, answered or ended), and is stored. */
  changed(recipientId: number): void {
    this.dropEverywhere([recipientId]);
  }
}
