import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { totalOfPage } from '../../../database/counters.repository';
import { readerOn, type ReadRows } from '../../../database/key-lookup';
import { noBlockBetween } from '../no-block-between';

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

/** What a nurse searches for: the starts of words of a name or place, and specialties by their catalogue names. */
export interface PeopleCriteria {
  words: readonly string[];
  specialties: readonly string[];
}

interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * Reads nurses by the start of the words of a name or a location, through the same text index as the
 * admin search (docs/decisions/database-text-search.md), or by a specialty through user_specialties.
 */
@Injectable()
export class PeopleSearchRepository {
  private readonly mysql: boolean;
  private readonly blockPartnersOf: ReadRows;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
    this.blockPartnersOf = readerOn(
      dataSource,
      'SELECT blockedId AS id FROM blocks WHERE blockerId = ? UNION ALL SELECT blockerId AS id FROM blocks WHERE blockedId = ?',
    );
  }

  /** Every live nurse whose name or location has a word starting with each of `words`, newest first. */
  async liveByNameOrPlace(words: readonly string[]): Promise<number[]> {
    const { sql, params } = this.namesAndPlaces(words);
    const rows = (await this.dataSource.query(
      `SELECT u.id FROM users u WHERE u.id IN (${sql}) AND u.accountStatus = 'live' ORDER BY u.id DESC`,
      params,
    )) as { id: number | string }[];
    return rows.map((row) => Number(row.id));
  }

  /** Of these ids, the live nurses' (what the search engine answers is checked against the database). */
  async stillLive(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.dataSource.query(
      `SELECT id FROM users WHERE id IN (${ids.map(() => '?').join(', ')}) AND accountStatus = 'live'`,
      [...ids],
    )) as { id: number | string }[];
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** The nurses that she has blocked or that have blocked her. */
  async blockPartners(userId: number): Promise<number[]> {
    return (await this.blockPartnersOf([userId, userId])).map((row) => Number(row.id));
  }

  /**
   * A page of the live nurses matching either criterion (the words, or one of the specialties), never
   * the one asking nor a nurse she has a block with, newest first.
   */
  async visiblePage({ words, specialties }: PeopleCriteria, { viewerId, beforeId, limit }: PeoplePageRequest): Promise<PeoplePage> {
    const branches: Sql[] = [];
    if (specialties.length > 0) branches.push(withSpecialty(specialties));
    if (words.length > 0) branches.push(this.namesAndPlaces(words));
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

  private namesAndPlaces(words: readonly string[]): Sql {
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
}

function withSpecialty(specialties: readonly string[]): Sql {
  return {
    sql: `SELECT userId AS id FROM user_specialties WHERE specialty IN (${specialties.map(() => '?').join(', ')})`,
    params: [...specialties],
  };
}
