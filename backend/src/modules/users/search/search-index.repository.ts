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
 * Reads the accounts a search box's text matches through indexes only (see
 * docs/decisions/database-text-search.md). An account matches when its name, email or location holds
 * the whole term, or its phone digits start or end with the term's digits. The text index narrows the
 * candidates to accounts having a word that starts with each of the term's words; the exact
 * substring is checked on those candidates alone, unless the term is a single word. A term whose words
 * are all too short for the index is checked on every account.
 */
@Injectable()
export class SearchIndexRepository {
  private readonly textIndex: TextIndexQuery;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.textIndex = dataSource.options.type === 'mysql' ? mysqlTextIndex : sqliteTextIndex;
  }

  /** Every matching account's id, newest first. */
  async matchingIds(terms: SearchTerms): Promise<number[]> {
    const { sql, params } = this.matching(terms);
    const rows = (await this.dataSource.query(`SELECT id FROM (${sql}) AS matches ORDER BY id DESC`, params)) as { id: number }[];
    return rows.map((row) => Number(row.id));
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
