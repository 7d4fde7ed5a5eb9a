import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { KeysetPage } from '../../common/page-cursor';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
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

/**
 * The first page of each nurse's pending connection requests with their total, which her top bar
 * asks for every few seconds while its live socket is down (see common/moment-cache.ts). Dropped on
 * every instance on the events that change it: a request to her made, answered or gone with a block
 * (both nurses), a requester's name or photo, and any account's status (requests from nurses who are
 * no longer live leave everyone's lists).
 */
@Injectable()
export class PendingRequestsCacheService implements OnModuleInit {
  private readonly cache: MomentCache<string, PendingPage>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly events: DomainEventBus,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.events.onEventsMissed(() => this.cache.dropAll());
    this.events.on('account-changed', 'every-instance', ({ userId, fields }) => {
      if (fields.includes('accountStatus')) this.cache.dropAll();
      else if (fields.some((field) => REQUESTER_FIELDS.has(field)))
        this.cache.dropWhere((page) => page.items.some(({ requester }) => requester.id === userId));
    });
    this.events.on('connection-requested', 'every-instance', ({ requesterId, addresseeId }) => this.drop([requesterId, addresseeId]));
    this.events.on('connection-answered', 'every-instance', ({ requesterId, addresseeId }) => this.drop([requesterId, addresseeId]));
    this.events.on('block-changed', 'every-instance', ({ nurseIds }) => this.drop(nurseIds));
  }

  /** Her first page at `pageSize`, kept when it is one of the sizes the screens ask for. */
  firstPage(nurseId: number, pageSize: number, read: () => Promise<PendingPage>): Promise<PendingPage> {
    return (KEPT_PAGE_SIZES as readonly number[]).includes(pageSize) ? this.cache.findOrRead(pageKey(nurseId, pageSize), read) : read();
  }

  private drop(nurseIds: readonly number[]): void {
    for (const nurseId of nurseIds) for (const size of KEPT_PAGE_SIZES) this.cache.drop(pageKey(nurseId, size));
  }
}

const pageKey = (nurseId: number, pageSize: number) => `${nurseId}:${pageSize}`;
