import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CacheDropsService } from '../../redis/cache-drops.service';
import { BlockChangesSignal } from '../connections/block-changes.signal';
import { AccountChangesSignal } from '../users/account-changes.signal';
import { MessagingRepository } from './messaging.repository';

/** Enough for every nurse signed in at once on one instance; a total is a number. */
const MAX_KEPT = 100_000;

/** Some nurses' totals, or everyone's. */
type UnreadDrop = number[] | 'all';

/**
 * Each nurse's unread total (the Messages badge, which every open tab asks for), kept for a few
 * seconds (see common/moment-cache.ts). Dropped on every instance when it can change: a message to
 * her, her read marks, a block either way, and any account's status (a suspended nurse's messages
 * leave everyone's totals).
 */
@Injectable()
export class UnreadTotalsService implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: MomentCache<number, number>;
  private dropEverywhere: (drop: UnreadDrop) => void = () => undefined;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly messaging: MessagingRepository,
    private readonly drops: CacheDropsService,
    private readonly accounts: AccountChangesSignal,
    private readonly blocks: BlockChangesSignal,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.dropEverywhere = this.drops.channel<UnreadDrop>(
      'unread-totals',
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
    return this.cache.findOrRead(nurseId, () => this.messaging.unreadTotal(nurseId));
  }

  /** Her total changed (a message to her, her read mark), and is stored. */
  changed(nurseId: number): void {
    this.dropEverywhere([nurseId]);
  }
}
