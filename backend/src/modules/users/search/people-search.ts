import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { findSpecialty, searchSpecialties } from '@nurse/catalogue';
import type { DataSource } from 'typeorm';
import { Counters, totalOfPage } from '../../../database/counters';
import { readerOn, type ReadRows } from '../../../database/key-lookup';
import { noBlockBetween } from '../../connections/blocks.repository';
import { RememberedSearches } from './remembered-searches';
import { MIN_INDEXED_WORD, parseSearchTerms } from './search-terms';
import { firstBelow } from './user-search-index';

/** A page of matching nurses' ids, newest first, with how many match in all. */
export interface PeoplePage {
  ids: number[];
  total: number;
}

export interface PeoplePageRequest {
  viewerId: number;
  /** Only accounts with a smaller id: the last id of the page before. */
  beforeId?: number;
  limit: number;
}

interface Sql {
  sql: string;
  params: unknown[];
}

/** Specialties a search box's text names: the catalogue's name for it, or the names that contain it. */
export function specialtiesNamedBy(text: string): string[] {
  const exact = findSpecialty(text);
  if (exact) return [exact];
  return text.trim().length >= MIN_INDEXED_WORD ? searchSpecialties(text) : [];
}

/**
 * How nurses find each other: by the start of the words of a name or a location, through the same
 * text index as the admin search (docs/decisions/database-text-search.md), or by a specialty, with its
 * synonyms, through user_specialties. Never by email or phone. Only live accounts, never the one
 * asking, never a nurse she has a block with; newest first.
 */
@Injectable()
export class PeopleSearch {
  private readonly mysql: boolean;
  /** Live nurses matching a name or place, by its words: the same for every nurse who asks. */
  private readonly remembered: RememberedSearches;
  private readonly blockPartnersOf: ReadRows;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    counters: Counters,
  ) {
    this.mysql = dataSource.options.type === 'mysql';
    this.remembered = new RememberedSearches(counters);
    this.blockPartnersOf = readerOn(
      dataSource,
      'SELECT blockedId AS id FROM blocks WHERE blockerId = ? UNION ALL SELECT blockerId AS id FROM blocks WHERE blockedId = ?',
    );
  }

  /** Nurses whose name or location has every word of the text, or who have a specialty it names. */
  search(text: string, request: PeoplePageRequest): Promise<PeoplePage> {
    const words = parseSearchTerms(text)?.words ?? [];
    const specialties = specialtiesNamedBy(text);
    if (specialties.length === 0) return words.length > 0 ? this.byNameOrPlace(words, request) : Promise.resolve({ ids: [], total: 0 });
    const branches: Sql[] = [withSpecialty(specialties)];
    if (words.length > 0) branches.push(this.namesAndPlaces(words));
    return this.page(branches, request);
  }

  /** Nurses with that specialty (a catalogue name or synonym); none for a specialty the catalogue does not know. */
  withSpecialty(specialty: string, request: PeoplePageRequest): Promise<PeoplePage> {
    const canonical = findSpecialty(specialty);
    return this.page(canonical ? [withSpecialty([canonical])] : [], request);
  }

  private namesAndPlaces(words: string[]): Sql {
    if (this.mysql) {
      return {
        sql: 'SELECT id FROM users WHERE MATCH (name, location) AGAINST (? IN BOOLEAN MODE)',
        params: [words.map((word) => `+${word}*`).join(' ')],
      };
    }
    return {
      sql: 'SELECT rowid AS id FROM users_search WHERE users_search MATCH ?',
      params: [words.map((word) => `{name location} : "${word}"*`).join(' AND ')],
    };
  }

  /**
   * A name or place alone: the live nurses matching it are remembered under the search version (which
   * moves with any change to names, places and account status), and her own account and the nurses
   * she has a block with are left out of them for her.
   */
  private async byNameOrPlace(words: string[], { viewerId, beforeId, limit }: PeoplePageRequest): Promise<PeoplePage> {
    const [matches, partners] = await Promise.all([
      this.remembered.ids(words.join(' '), async () => {
        const { sql, params } = this.namesAndPlaces(words);
        const rows = (await this.dataSource.query(
          `SELECT u.id FROM users u WHERE u.id IN (${sql}) AND u.accountStatus = 'live' ORDER BY u.id DESC`,
          params,
        )) as { id: number | string }[];
        return rows.map((row) => Number(row.id));
      }),
      this.blockPartnersOf([viewerId, viewerId]),
    ]);
    const hidden = new Set([viewerId, ...partners.map((row) => Number(row.id))]);
    const visible = matches.filter((id) => !hidden.has(id));
    const start = beforeId === undefined ? 0 : firstBelow(visible, beforeId);
    return { ids: visible.slice(start, start + limit), total: visible.length };
  }

  private async page(branches: Sql[], { viewerId, beforeId, limit }: PeoplePageRequest): Promise<PeoplePage> {
    if (branches.length === 0) return { ids: [], total: 0 };
    const candidates = branches.map((branch) => branch.sql).join(' UNION ');
    const found = `SELECT u.id, COUNT(*) OVER () AS total FROM users u WHERE u.id IN (${candidates}) AND u.accountStatus = 'live' AND u.id <> ? AND ${noBlockBetween('?', 'u.id')}`;
    const params = [...branches.flatMap((branch) => branch.params), viewerId, viewerId, viewerId];
    const rows = (await this.dataSource.query(`SELECT id, total FROM (${found}) AS found WHERE id < ? ORDER BY id DESC LIMIT ?`, [
      ...params,
      beforeId ?? Number.MAX_SAFE_INTEGER,
      limit,
    ])) as { id: number | string; total: number | string }[];
    const total = await totalOfPage(rows[0], beforeId === undefined, async () => {
      const [first] = (await this.dataSource.query(`SELECT total FROM (${found}) AS found LIMIT 1`, params)) as {
        total: number | string;
      }[];
      return Number(first?.total ?? 0);
    });
    return { ids: rows.map((row) => Number(row.id)), total };
  }
}

function withSpecialty(specialties: string[]): Sql {
  return {
    sql: `SELECT userId AS id FROM user_specialties WHERE specialty IN (${specialties.map(() => '?').join(', ')})`,
    params: specialties,
  };
}
