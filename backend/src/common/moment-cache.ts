/** A read that started at one moment, to be kept only if nothing was dropped since. */
export interface CacheTicket {
  readonly generation: number;
}

interface Entry<V> {
  value: V;
  keptUntil: number;
}

/**
 * Values read from the database or Redis, kept in this process for a few seconds so that the burst of
 * requests a page makes reads them once. Correctness rests on dropping, not on the time limit:
 * whoever changes what a value was read from drops it once the change is stored (on every API
 * instance, see cache-drops.ts), and the time limit only bounds how long a drop missed on the way
 * could matter.
 *
 * A read that started before a drop is not kept (the generation counts drops), so a value read just
 * before a change was stored never outlives it. Beyond `maxEntries` the oldest entry goes first.
 */
export class MomentCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private generation = 0;

  constructor(
    private readonly keepMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.keepMs > 0;
  }

  find(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.keptUntil > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Taken before reading; `keep` then refuses a read that a drop overtook. */
  ticket(): CacheTicket {
    return { generation: this.generation };
  }

  /** Keeps the value for the cache's time, or until `latest` (a time in ms) when that comes first. */
  keep(ticket: CacheTicket, key: K, value: V, latest = Number.POSITIVE_INFINITY): void {
    if (!this.enabled || ticket.generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { value, keptUntil: Math.min(this.now() + this.keepMs, latest) });
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  drop(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  dropWhere(matches: (value: V, key: K) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }

  dropAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
