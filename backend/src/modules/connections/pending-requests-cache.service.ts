import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { KeysetPage } from '../../common/page-cursor';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CacheDropsService } from '../../redis/cache-drops.service';
import { AccountChangesSignal } from '../users/account-changes.signal';
import type { ReceivedRequest } from './connections.repository';

/** Enough for every nurse signed in at once on one instance. */
const MAX_KEPT = 100_000;

/**
 * The first pages kept: one item for the top bar's Network badge (it shows only the total), and the
 * API's default page for the Network screen's list.
 */
const KEPT_PAGE_SIZES = [1, 20] as const;

/** The requester's account fields a request shows. */
const REQUESTER_FIELDS = new Set(['name', 'profileImage']);

export type PendingPage = KeysetPage<ReceivedRequest> & { total: number };

/** Some nurses' pages, the pages that show a requester, or everyone's. */
type PendingDrop = { nurseIds: number[] } | { requesterId: number } | 'all';

/**
 * The first page of each nurse's pending connection requests with their total, which her top bar
 * asks for every few seconds while its live socket is down (see common/moment-cache.ts). Dropped on
 * every instance when it can change: a request to her made, answered or gone with a block (the
 * service drops both nurses), a requester's name or photo, and any account's status (requests from
 * nurses who are no longer live leave everyone's lists).
 */
@Injectable()
export class PendingRequestsCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: MomentCache<string, PendingPage>;
  private dropEverywhere: (drop: PendingDrop) => void = () => undefined;
  private unsubscribe: () => void = () => undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly drops: CacheDropsService,
    private readonly accounts: AccountChangesSignal,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.dropEverywhere = this.drops.channel<PendingDrop>(
      'pending-requests',
      (drop) => this.apply(drop),
      () => this.cache.dropAll(),
    );
    this.unsubscribe = this.accounts.subscribe(({ userId, fields }) => {
      if (fields.includes('accountStatus')) this.dropEverywhere('all');
      else if (fields.some((field) => REQUESTER_FIELDS.has(field))) this.dropEverywhere({ requesterId: userId });
    });
  }

  onApplicationShutdown(): void {
    this.unsubscribe();
  }

  /** Her first page at `pageSize`, kept when it is one of the sizes the screens ask for. */
  firstPage(nurseId: number, pageSize: number, read: () => Promise<PendingPage>): Promise<PendingPage> {
    return (KEPT_PAGE_SIZES as readonly number[]).includes(pageSize) ? this.cache.findOrRead(pageKey(nurseId, pageSize), read) : read();
  }

  /** Requests to these nurses changed, and the change is stored. */
  changed(nurseIds: number[]): void {
    this.dropEverywhere({ nurseIds });
  }

  private apply(drop: PendingDrop): void {
    if (drop === 'all') this.cache.dropAll();
    else if ('requesterId' in drop) this.cache.dropWhere((page) => page.items.some(({ requester }) => requester.id === drop.requesterId));
    else for (const nurseId of drop.nurseIds) for (const size of KEPT_PAGE_SIZES) this.cache.drop(pageKey(nurseId, size));
  }
}

const pageKey = (nurseId: number, pageSize: number) => `${nurseId}:${pageSize}`;
