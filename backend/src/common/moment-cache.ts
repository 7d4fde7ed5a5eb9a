import { LRUCache } from 'lru-cache';

/** A read that started at one moment, to be kept only if what it read was not dropped since. */
export interface CacheTicket {
  readonly generation: number;
  readonly startedAt: number;
}

/**
 * How long a read may take and still be kept: the cache remembers each key's drops this long. A read
 * that took longer (a stalled database) is answered but not kept.
 */
export const READ_IN_FLIGHT_LIMIT_MS = 10_000;

/**
 * The most drops remembered at once: lru-cache sets aside room for all of them up front, and a busy
 * instance drops a few hundred keys a second. Beyond it, every read in flight is refused (safe, slower).
 */
const KEY_DROPS_KEPT = 20_000;

/**
 * Values read from the database or Redis, kept in this process for a few seconds so that the burst of
 * requests a page makes reads them once. Correctness rests on dropping, not on the time limit:
 * whoever changes what a value was read from drops it once the change is stored (on every API
 * instance, through the domain events of events/domain-event-bus.service.ts), and the time limit only bounds how long a drop missed on the way
 * could matter.
 *
 * A read that started before a drop of its key is not kept (the generation counts drops, and each
 * key's last drop is remembered for READ_IN_FLIGHT_LIMIT_MS), so a value read just before a change was
 * stored never outlives it. A drop refuses only the reads of what it dropped: were every drop to refuse
 * every read in flight, a busy moment (many drops, slow reads) would keep nothing and send every
 * request to the database, making the moment busier still. `dropWhere` and `dropAll`, which cannot
 * name their keys ahead, refuse every read in flight. Storage, time limits and the bound (beyond
 * `maxEntries` the least recently used entry goes first) are lru-cache's; the generations are this
 * class's own.
 */
export class MomentCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;
  /** The generation of each key's last drop, while a read that started before it may still be in flight. */
  private readonly keyDrops: LRUCache<K, number>;
  private generation = 0;
  /** The generation of the last drop that may have touched any key. */
  private everyKeyDroppedAt = 0;

  constructor(
    private readonly keepMs: number,
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    // Times are read afresh on each call (no resolution cache), so an injected clock is exact.
    this.entries = new LRUCache<K, V>({ max: Math.max(1, maxEntries), perf: { now }, ttlResolution: 0 });
    this.keyDrops = new LRUCache<K, number>({
      max: Math.max(1, Math.min(maxEntries, KEY_DROPS_KEPT)),
      ttl: READ_IN_FLIGHT_LIMIT_MS,
      perf: { now },
      ttlResolution: 0,
      // A drop forgotten for room could let a read in flight keep what it dropped: refuse them all.
      dispose: (_generation, _key, reason) => {
        if (reason === 'evict') this.everyKeyDroppedAt = this.generation;
      },
    });
  }

  get enabled(): boolean {
    return this.keepMs > 0;
  }

  find(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** The value kept for `key`, or `read()`'s, kept unless a drop overtook the read. */
  async findOrRead(key: K, read: () => Promise<V>): Promise<V> {
    const found = this.find(key);
    if (found !== undefined) return found;
    const ticket = this.ticket();
    const value = await read();
    this.keep(ticket, key, value);
    return value;
  }

  /** Taken before reading; `keep` then refuses a read that a drop overtook. */
  ticket(): CacheTicket {
    return { generation: this.generation, startedAt: this.now() };
  }

  /** Whether a drop since the ticket was taken may have touched `key`. */
  private droppedSince(ticket: CacheTicket, key: K, now: number): boolean {
    if (now - ticket.startedAt >= READ_IN_FLIGHT_LIMIT_MS) return true;
    return this.everyKeyDroppedAt > ticket.generation || (this.keyDrops.get(key) ?? 0) > ticket.generation;
  }

  /** Keeps the value for the cache's time, or until `latest` (a time in ms) when that comes first. */
  keep(ticket: CacheTicket, key: K, value: V, latest = Number.POSITIVE_INFINITY): void {
    if (!this.enabled) return;
    const now = this.now();
    if (this.droppedSince(ticket, key, now)) return;
    // lru-cache keeps an entry while no more than `ttl` ms have passed: gone from `keptUntil` on.
    const ttl = Math.min(now + this.keepMs, latest) - now - 1;
    if (ttl < 1) this.entries.delete(key);
    else this.entries.set(key, value, { ttl });
  }

  drop(key: K): void {
    this.generation += 1;
    this.keyDrops.set(key, this.generation);
    this.entries.delete(key);
  }

  dropWhere(matches: (value: V, key: K) => boolean): void {
    this.refuseEveryReadInFlight();
    const dropped: K[] = [];
    this.entries.forEach((value, key) => {
      if (matches(value, key)) dropped.push(key);
    });
    for (const key of dropped) this.entries.delete(key);
  }

  dropAll(): void {
    this.refuseEveryReadInFlight();
    this.entries.clear();
  }

  /** A drop that may touch any key: no read that started before it is kept. */
  private refuseEveryReadInFlight(): void {
    this.generation += 1;
    this.everyKeyDroppedAt = this.generation;
  }
}
