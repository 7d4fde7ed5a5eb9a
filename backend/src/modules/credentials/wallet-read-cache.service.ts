import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';

/**
 * The parts of her wallet the Wallet screen reads, each from its own table, and the names of her
 * certifications, which her own profile shows.
 */
export const WALLET_PARTS = [
  'licences',
  'certifications',
  'certification-names',
  'ce-activities',
  'ce-requirements',
  'calendar-feed',
  'packets',
] as const;
export type WalletPart = (typeof WALLET_PARTS)[number];

/** Every part of ten thousand nurses on the Wallet screen within the cache's few seconds; lru-cache sets aside room for all. */
const MAX_KEPT = 10_000 * WALLET_PARTS.length;

/** A part as read: its rows, or null for a part she does not have (no calendar feed). */
interface Kept {
  readonly value: unknown;
}

/** Kept rows are shared by every request that reads them, so none may change them. */
function frozen<T>(value: T): T {
  if (Array.isArray(value)) value.forEach((row) => Object.freeze(row));
  return value === null || typeof value !== 'object' ? value : Object.freeze(value);
}

/**
 * The rows behind each nurse's Wallet screen (licences, certifications, CE activities and requirements,
 * calendar feed, packets with their view counts), which the screen reads together and again whenever
 * she comes back to it, and her certifications' names, which her profile reads, kept for a few
 * seconds (see common/moment-cache.ts). A `wallet-changed` event drops all her parts on every
 * instance. What a
 * row means on a given day (standing, expiry, where she can practise) is worked out from the kept rows
 * at each request, never kept.
 */
@Injectable()
export class WalletReadCache implements OnModuleInit {
  private readonly cache: MomentCache<string, Kept>;
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly events: DomainEventBus,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.events.onEventsMissed(() => this.cache.dropAll());
    const dropHers = ({ userId }: { userId: number }) => {
      for (const part of WALLET_PARTS) this.cache.drop(partKey(userId, part));
    };
    this.events.on('wallet-changed', 'every-instance', dropHers);
  }

  /** Her `part`, kept, or `read()`'s; frozen either way. */
  async read<T>(nurseId: number, part: WalletPart, read: () => Promise<T>): Promise<T> {
    const kept = await this.cache.findOrRead(partKey(nurseId, part), async () => ({ value: frozen(await read()) }));
    return kept.value as T;
  }
}

const partKey = (nurseId: number, part: WalletPart) => `${nurseId}:${part}`;
