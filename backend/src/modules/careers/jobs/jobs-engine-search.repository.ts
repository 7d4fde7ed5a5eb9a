import { Injectable } from '@nestjs/common';
import { findSpecialty, SPECIALTY_SYNONYMS } from '@nurse/catalogue';
import { code, dayNumber, dayText } from '../../../search-engine/job-documents';
import { engineText, specialtyKeyword } from '../../../search-engine/people-documents';
import { SearchEngineClient } from '../../../search-engine/search-engine.adapter';
import { JobsRepository, type JobFilters, type JobSort, type JobSortKey, type RankedJob } from './jobs.repository';

/** Listings read beyond a page, so that a page stays full when the database drops one the engine has not yet heard is closed. */
const SPARE = 10;
const MAX_MATCHES = 1000;
/** Whether the title holds a word of the search: 2 when it does, 1 when only the rest of the listing does. */
const RANKER = "ranker = expr('top(user_weight * (hit_count > 0))'), field_weights = (title = 2, body = 1, specialties = 1)";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The words of a search box as engine terms: three letters or more by their start, shorter ones whole. */
function terms(text: string): string[] {
  return engineText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map((word) => (word.length >= 3 ? `${word}*` : word));
}

/**
 * The engine's MATCH for the job board's words: every word starts a word of the title or the rest of the
 * listing; a text that names a catalogue specialty also finds its other names as phrases, and the
 * listings tagged with it (ICU, Intensive Care Unit, ...). Null when the text holds no word.
 */
export function jobsMatch(text: string): string | null {
  const words = terms(text);
  if (words.length === 0) return null;
  const alternatives = [`(@(title,body) ${words.join(' ')})`];
  const specialty = findSpecialty(text);
  if (specialty) {
    for (const name of [specialty, ...SPECIALTY_SYNONYMS[specialty]]) {
      const phrase = engineText(name)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .join(' ');
      if (phrase) alternatives.push(`(@(title,body) "${phrase}")`);
    }
    alternatives.push(`(@specialties ${specialtyKeyword(specialty)})`);
  }
  return alternatives.join(' | ');
}

/** A sort's columns on the engine, most significant first, each descending, with the database cursor's value of each. */
interface EngineColumn {
  expression: string;
  /** The engine's value for a cursor's value; null when the value cannot be one of this column's. */
  fromKey: (value: string | number) => number | null;
  toKey: (row: EngineRow) => string | number;
}

interface EngineRow {
  id: number | string;
  w: number | string;
  pay_key: number | string;
  posted_day: number | string;
}

const asNumber = (value: string | number) => (typeof value === 'number' ? value : null);
const ID: EngineColumn = { expression: 'id', fromKey: asNumber, toKey: (row) => Number(row.id) };
const POSTED: EngineColumn = {
  expression: 'posted_day',
  fromKey: (value) => (typeof value === 'string' && DAY.test(value) ? dayNumber(value) : null),
  toKey: (row) => dayText(Number(row.posted_day)),
};
const PAY: EngineColumn = { expression: 'pay_key', fromKey: asNumber, toKey: (row) => Number(row.pay_key) };
const IN_TITLE: EngineColumn = { expression: '(w - 1)', fromKey: asNumber, toKey: (row) => Number(row.w) - 1 };

/** The same columns as JobsRepository's sorts, so that a cursor from one path pages on the other. */
export function columnsOf(sort: JobSort, text: string | undefined): EngineColumn[] {
  if (sort === 'pay') return [PAY, ID];
  if (sort === 'relevance' && text) return [IN_TITLE, POSTED, ID];
  return [POSTED, ID];
}

/** The rows after `key` in a descending order over the columns; null when the key does not fit them. */
export function afterKey(columns: EngineColumn[], key: JobSortKey): string | null {
  const values = columns.map((column, index) => column.fromKey(key[index]!));
  if (values.some((value) => value === null || !Number.isSafeInteger(value))) return null;
  const below = (depth: number): string => {
    const column = columns[depth]!.expression;
    if (depth === columns.length - 1) return `${column} < ${values[depth]}`;
    return `${column} < ${values[depth]} OR (${column} = ${values[depth]} AND (${below(depth + 1)}))`;
  };
  return `IF(${below(0)}, 1, 0)`;
}

/** The statement's parts that only the filters decide (shared by the page and its total). */
function where(filters: JobFilters, match: string | null): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (match) {
    parts.push('MATCH(?)');
    params.push(match);
  }
  const codes = (attribute: string, values: readonly string[] | undefined) => {
    if (values?.length) parts.push(`${attribute} IN (${values.map(code).join(', ')})`);
  };
  codes('status_code', filters.statuses);
  codes('specialty_codes', filters.specialties);
  codes('state_code', filters.states);
  codes('employment_code', filters.employmentTypes);
  codes('shift_code', filters.shifts);
  codes('setting_code', filters.settings);
  if (filters.minHourlyCents !== undefined) parts.push(`pay_key >= ${Math.trunc(filters.minHourlyCents)}`);
  if (filters.postedSince !== undefined) {
    if (!DAY.test(filters.postedSince)) throw new Error('postedSince is a day');
    parts.push(`posted_day >= ${dayNumber(filters.postedSince)}`);
  }
  return { sql: parts.join(' AND '), params };
}

/**
 * The nurses' job search on the search engine: the engine answers the listings' ids and sort keys for
 * the words and filters, in the database path's order; the listings are then read from the database
 * with every filter but the words applied again, so a listing closed a moment ago has left the page
 * already. Null when the engine cannot answer this search (a filter it does not hold: the licences she
 * holds, publication times) and the database should.
 */
@Injectable()
export class JobsEngineSearch {
  constructor(
    private readonly engine: SearchEngineClient,
    private readonly jobs: JobsRepository,
  ) {}

  get available(): boolean {
    return this.engine.available;
  }

  async page(
    filters: JobFilters,
    sort: JobSort,
    after: JobSortKey | null,
    limit: number,
  ): Promise<{ rows: RankedJob[]; total: number } | null> {
    if (filters.licenceStates || filters.publishedAfter || filters.publishedUpTo) return null;
    if (filters.postedSince !== undefined && !DAY.test(filters.postedSince)) return null;
    const match = filters.text ? jobsMatch(filters.text) : null;
    if (filters.text && match === null) return null;
    const columns = columnsOf(sort, filters.text);
    const condition = after ? afterKey(columns, after) : null;
    if (after && condition === null) return null;
    const base = where(filters, match);
    const option = `OPTION max_matches = ${MAX_MATCHES}${match ? `, ${RANKER}` : ''}`;
    const select = `SELECT id, WEIGHT() AS w, pay_key, posted_day${condition ? `, ${condition} AS after` : ''} FROM jobs`;
    const filtersSql = [base.sql, condition ? 'after = 1' : ''].filter(Boolean).join(' AND ');
    const order = columns.map((column) => `${column.expression === '(w - 1)' ? 'w' : column.expression} DESC`).join(', ');
    const { rows, totalFound } = await this.engine.search<EngineRow>(
      `${select}${filtersSql ? ` WHERE ${filtersSql}` : ''} ORDER BY ${order} LIMIT ? ${option}`,
      [...base.params, Math.min(limit + SPARE, MAX_MATCHES)],
    );
    let total = totalFound;
    if (condition) {
      total = (await this.engine.search(`SELECT id FROM jobs${base.sql ? ` WHERE ${base.sql}` : ''} LIMIT 1 ${option}`, base.params))
        .totalFound;
    }
    const current = await this.jobs.stillMatching(
      { ...filters, text: undefined },
      rows.map((row) => Number(row.id)),
    );
    const ranked = rows
      .filter((row) => current.has(Number(row.id)))
      .slice(0, limit)
      .map((row) => ({ job: current.get(Number(row.id))!, key: columns.map((column) => column.toKey(row)) }));
    return { rows: ranked, total: Math.max(0, total - (rows.length - current.size)) };
  }
}
