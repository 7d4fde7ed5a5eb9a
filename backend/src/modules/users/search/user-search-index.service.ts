import { Injectable } from '@nestjs/common';
import { CountersRepository } from '../../../database/counters.repository';
import { RememberedSearches } from './remembered-searches';
import { SearchIndexRepository } from './search-index.repository';
import type { SearchTerms } from './search-terms';

/** One page of matching accounts, newest first, with how many match in all. */
export interface SearchPage {
  ids: number[];
  total: number;
}

export interface SearchPageRequest {
  /** Only accounts with a smaller id: the last id of the page before. */
  beforeId?: number;
  limit: number;
}

/** The position of the first id below `beforeId` in ids sorted newest (largest) first. */
export function firstBelow(ids: readonly number[], beforeId: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ids[middle] < beforeId) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Finds accounts by a search box's text, newest first (what matches: SearchIndexRepository). Results
 * are remembered under the search version (RememberedSearches), so paging through a search, or
 * searching again for the same text, reads the indexes once.
 */
@Injectable()
export class UserSearchIndexService {
  private readonly remembered: RememberedSearches;

  constructor(
    private readonly index: SearchIndexRepository,
    counters: CountersRepository,
  ) {
    this.remembered = new RememberedSearches(counters);
  }

  async page(terms: SearchTerms, { beforeId, limit }: SearchPageRequest): Promise<SearchPage> {
    const ids = await this.remembered.ids(terms.text, () => this.index.matchingIds(terms));
    const start = beforeId === undefined ? 0 : firstBelow(ids, beforeId);
    return { ids: ids.slice(start, start + limit), total: ids.length };
  }
}
