import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { prefixRange } from '../../../database/prefix-range';
import { reverseDigits, type SearchTerms } from './search-terms';

interface Sql {
  sql: string;
  params: unknown[];
}

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

/** Selects `u.id` of the accounts (`users u`) whose indexed name, email or location have every word's start. */
type TextIndexQuery = (words: string[]) => Sql[];

const mysqlTextIndex: TextIndexQuery = (words) => {
  const against = words.map((word) => `+${word}*`).join(' ');
  return [
    { sql: 'SELECT u.id FROM users u WHERE MATCH (u.name, u.location) AGAINST (? IN BOOLEAN MODE)', params: [against] },
    { sql: 'SELECT u.id FROM users u WHERE MATCH (u.email) AGAINST (? IN BOOLEAN MODE)', params: [against] },
  ];
};

const sqliteTextIndex: TextIndexQuery = (words) => [
  {
    sql: 'SELECT u.id FROM users_search JOIN users u ON u.id = users_search.rowid WHERE users_search MATCH ?',
    params: [words.map((word) => `"${word}"*`).join(' ')],
  },
];

/**
 * Finds accounts by a search box's text, newest first, through indexes only (see
 * docs/decisions/database-text-search.md). An account matches when its name, email or location holds
 * the whole term, or its phone digits start or end with the term's digits. The text index narrows the
 * candidates to accounts having a word that starts with each of the term's words; the exact
 * substring is checked on those candidates alone, unless the term is a single word. A term whose words are all too short for the index
 * is checked on every account.
 */
@Injectable()
export class UserSearchIndex {
  private readonly textIndex: TextIndexQuery;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.textIndex = dataSource.options.type === 'mysql' ? mysqlTextIndex : sqliteTextIndex;
  }

  async page(terms: SearchTerms, { beforeId, limit }: SearchPageRequest): Promise<SearchPage> {
    const matches = this.matching(terms);
    const after = beforeId === undefined ? { sql: '', params: [] } : { sql: 'WHERE id < ?', params: [beforeId] };
    const rows = (await this.dataSource.query(
      `SELECT id, total FROM (SELECT id, COUNT(*) OVER () AS total FROM (${matches.sql}) AS matches) AS counted ` +
        `${after.sql} ORDER BY id DESC LIMIT ?`,
      [...matches.params, ...after.params, limit],
    )) as { id: number; total: number | string }[];
    if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) };
    if (beforeId === undefined) return { ids: [], total: 0 };
    const [{ total }] = (await this.dataSource.query(`SELECT COUNT(*) AS total FROM (${matches.sql}) AS matches`, matches.params)) as {
      total: number | string;
    }[];
    return { ids: [], total: Number(total) };
  }

  /** The union of every way an account can match, as one statement selecting `id`. */
  private matching(terms: SearchTerms): Sql {
    const like = containsPattern(terms.text);
    const holdsTerm = {
      sql: `(LOWER(u.name) LIKE ? ${LIKE_ESCAPE} OR u.email LIKE ? ${LIKE_ESCAPE} OR LOWER(u.location) LIKE ? ${LIKE_ESCAPE})`,
      params: [like, like, like],
    };
    // A term that is one whole word needs no substring check: a word starting with it holds it.
    const oneWord = terms.words.length === 1 && terms.words[0] === terms.text;
    const branches: Sql[] =
      terms.words.length === 0
        ? [{ sql: `SELECT u.id FROM users u WHERE ${holdsTerm.sql}`, params: holdsTerm.params }]
        : this.textIndex(terms.words).map((candidates) =>
            oneWord ? candidates : { sql: `${candidates.sql} AND ${holdsTerm.sql}`, params: [...candidates.params, ...holdsTerm.params] },
          );
    if (terms.phoneDigits) {
      const start = prefixRange(terms.phoneDigits);
      const end = prefixRange(reverseDigits(terms.phoneDigits));
      branches.push(
        { sql: 'SELECT u.id FROM users u WHERE u.phone >= ? AND u.phone < ?', params: [start.from, start.to] },
        { sql: 'SELECT u.id FROM users u WHERE u.phoneReversed >= ? AND u.phoneReversed < ?', params: [end.from, end.to] },
      );
    }
    return { sql: branches.map((branch) => branch.sql).join(' UNION '), params: branches.flatMap((branch) => branch.params) };
  }
}
