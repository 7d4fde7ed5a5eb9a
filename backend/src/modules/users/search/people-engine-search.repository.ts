import { Injectable } from '@nestjs/common';
import { engineText, specialtyKeyword } from '../../../search-engine/people-documents';
import { SearchEngineClient } from '../../../search-engine/search-engine.adapter';
import type { PeopleCriteria, PeoplePage, PeoplePageRequest } from './people-search.repository';

/** Candidates read beyond a page, so that a page stays full when the database drops one the engine has not yet heard is gone. */
const SPARE = 10;
/** The engine keeps this many best matches per search: a page is never deeper than this from its cursor. */
const MAX_MATCHES = 1000;

/**
 * The engine's MATCH for a people search: every word starts a word of the name or location (the
 * engine keeps prefixes of three letters or more), or she has one of the specialties. Words are folded
 * and split like the indexed text, so they hold letters and digits only and need no escaping.
 */
export function peopleMatch({ words, specialties }: PeopleCriteria): string | null {
  const parts = words.flatMap((word) => engineText(word).split(/[^a-z0-9]+/)).filter((part) => part.length >= 3);
  const branches: string[] = [];
  if (parts.length > 0) branches.push(`(@(name,location) ${[...new Set(parts)].map((part) => `${part}*`).join(' ')})`);
  if (specialties.length > 0) branches.push(`(@specialties ${specialties.map(specialtyKeyword).join(' | ')})`);
  return branches.length > 0 ? branches.join(' | ') : null;
}

/**
 * People search on the search engine: the engine answers the ids of live nurses matching, newest
 * first, without the one asking and the nurses she has a block with (read from the database at each
 * search, so a block hides a nurse at once); the caller then keeps only the ids the database still
 * holds live (`stillLive`), since the engine may be a moment behind a change of status. Null when the
 * criteria hold nothing the engine can search for.
 */
@Injectable()
export class PeopleEngineSearch {
  constructor(private readonly engine: SearchEngineClient) {}

  get available(): boolean {
    return this.engine.available;
  }

  async page(
    criteria: PeopleCriteria,
    hidden: readonly number[],
    { beforeId, limit }: PeoplePageRequest,
    stillLive: (ids: number[]) => Promise<Set<number>>,
  ): Promise<PeoplePage | null> {
    const match = peopleMatch(criteria);
    // Words the engine cannot take (letters outside its charset) are searched on the database.
    if (match === null) return null;
    const filters = `MATCH(?) AND live = 1${hidden.length > 0 ? ` AND id NOT IN (${hidden.map(() => '?').join(', ')})` : ''}`;
    const below = beforeId === undefined ? '' : ' AND id < ?';
    const { rows, totalFound } = await this.engine.search<{ id: number | string }>(
      `SELECT id FROM people WHERE ${filters}${below} ORDER BY id DESC LIMIT ? OPTION max_matches = ${MAX_MATCHES}`,
      [match, ...hidden, ...(beforeId === undefined ? [] : [beforeId]), Math.min(limit + SPARE, MAX_MATCHES)],
    );
    let total = totalFound;
    if (beforeId !== undefined) {
      total = (await this.engine.search(`SELECT id FROM people WHERE ${filters} LIMIT 1`, [match, ...hidden])).totalFound;
    }
    const candidates = rows.map((row) => Number(row.id));
    const live = await stillLive(candidates);
    return { ids: candidates.filter((id) => live.has(id)).slice(0, limit), total: Math.max(0, total - (candidates.length - live.size)) };
  }
}
