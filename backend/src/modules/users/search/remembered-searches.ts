import { LRUCache } from 'lru-cache';
import { COUNTED_ROWS, type CountersRepository } from '../../../database/counters.repository';

const REMEMBERED_SEARCHES = 64;
/** Searches matching more accounts than this are read again each time rather than remembered. */
const MAX_REMEMBERED_MATCHES = 20_000;

/**
 * Search results (ids, newest first) remembered under the search version: a counter that triggers move
 * in the same transaction as any change to what a search reads
 * (backend/src/database/migrations/1764300000001-search-version.ts). A result
 * read after the version is only ever as new as or newer than it, so while the version stands it is
 * current; a common word can match thousands of accounts, and reading and ordering them all is most of
 * a search's cost.
 */
export class RememberedSearches {
  private readonly remembered = new LRUCache<string, { version: number; ids: readonly number[] }>({ max: REMEMBERED_SEARCHES });

  constructor(private readonly counters: CountersRepository) {}

  async ids(key: string, read: () => Promise<number[]>): Promise<readonly number[]> {
    const [version] = await this.counters.read(COUNTED_ROWS.usersSearchVersion);
    const remembered = this.remembered.get(key);
    if (remembered?.version === version) return remembered.ids;
    const ids = await read();
    if (ids.length <= MAX_REMEMBERED_MATCHES) this.remembered.set(key, { version, ids });
    return ids;
  }
}
