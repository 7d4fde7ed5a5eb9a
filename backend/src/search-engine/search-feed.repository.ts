import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import type { JobRow } from './job-documents';
import type { PersonRow } from './people-documents';

/** The kinds of document the engine holds, and the index of each. */
export type DocumentKind = 'person' | 'job';
export const INDEX_OF: Record<DocumentKind, 'people' | 'jobs'> = { person: 'people', job: 'jobs' };
const TABLE_OF: Record<DocumentKind, string> = { person: 'users', job: 'jobs' };

/** A change stored for the engine by the triggers of migration 1764800000800-search-index-changes. */
export interface IndexChange {
  id: number;
  kind: DocumentKind;
  docId: number;
  /** When it was stored, in ms since the epoch. */
  storedAt: number;
}

/** The feed's reads and writes on the database: the stored changes and the documents they name. */
/** Held by the one process that feeds the engine (a MySQL/MariaDB named lock; SQLite has one process). */
const FEED_LOCK = 'ncn_search_feed';

@Injectable()
export class SearchFeedRepository {
  private lockHolder: QueryRunner | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Whether this process is the feeder: on MySQL/MariaDB, it holds the named lock on a connection of its
   * own, which the server releases if the process dies; on SQLite, always.
   */
  async holdFeedLock(): Promise<boolean> {
    if (this.dataSource.options.type !== 'mysql' || this.lockHolder) return true;
    const runner = this.dataSource.createQueryRunner();
    const [row] = (await runner.query('SELECT GET_LOCK(?, 0) AS got', [FEED_LOCK])) as { got: number | string | null }[];
    if (Number(row?.got) === 1) {
      this.lockHolder = runner;
      return true;
    }
    await runner.release();
    return false;
  }

  async releaseFeedLock(): Promise<void> {
    await this.lockHolder?.release();
    this.lockHolder = null;
  }

  /** The changes stored after `afterId` (0: all), oldest first. */
  async changesAfter(afterId: number, limit: number): Promise<IndexChange[]> {
    const rows = (await this.dataSource.query(
      'SELECT id, kind, docId, storedAt FROM search_index_changes WHERE id > ? ORDER BY id LIMIT ?',
      [afterId, limit],
    )) as { id: number | string; kind: DocumentKind; docId: number | string; storedAt: number | string }[];
    return rows.map((row) => ({ id: Number(row.id), kind: row.kind, docId: Number(row.docId), storedAt: Number(row.storedAt) }));
  }

  /** Forgets applied changes. */
  async forget(ids: readonly number[]): Promise<void> {
    if (ids.length > 0)
      await this.dataSource.query(`DELETE FROM search_index_changes WHERE id IN (${ids.map(() => '?').join(', ')})`, [...ids]);
  }

  /** Forgets every stored change (no engine is configured to apply them). */
  async forgetAll(): Promise<void> {
    await this.dataSource.query('DELETE FROM search_index_changes');
  }

  async pendingCount(): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT COUNT(*) AS count FROM search_index_changes')) as { count: number | string }[];
    return Number(row?.count ?? 0);
  }

  /** The nurses' current searchable fields; an id with no account is left out. */
  async people(ids: readonly number[]): Promise<PersonRow[]> {
    if (ids.length === 0) return [];
    const marks = ids.map(() => '?').join(', ');
    const users = (await this.dataSource.query(`SELECT id, name, location, accountStatus FROM users WHERE id IN (${marks})`, [...ids])) as {
      id: number | string;
      name: string;
      location: string | null;
      accountStatus: string;
    }[];
    const specialties = (await this.dataSource.query(`SELECT userId, specialty FROM user_specialties WHERE userId IN (${marks})`, [
      ...ids,
    ])) as { userId: number | string; specialty: string }[];
    const byUser = new Map<number, string[]>();
    for (const row of specialties) byUser.set(Number(row.userId), [...(byUser.get(Number(row.userId)) ?? []), row.specialty]);
    return users.map((user) => ({ ...user, id: Number(user.id), specialties: byUser.get(Number(user.id)) ?? [] }));
  }

  /** The listings' current searchable fields; an id with no listing is left out. */
  async jobs(ids: readonly number[]): Promise<JobRow[]> {
    if (ids.length === 0) return [];
    const marks = ids.map(() => '?').join(', ');
    const jobs = (await this.dataSource.query(
      `SELECT id, status, title, employer, city, description, state, employmentType, shiftPattern, setting, payMaxHourlyCents, postedOn FROM jobs WHERE id IN (${marks})`,
      [...ids],
    )) as (Omit<JobRow, 'specialties' | 'postedOn'> & { postedOn: string | Date | null })[];
    const specialties = (await this.dataSource.query(`SELECT jobId, specialty FROM job_specialties WHERE jobId IN (${marks})`, [
      ...ids,
    ])) as {
      jobId: number | string;
      specialty: string;
    }[];
    const byJob = new Map<number, string[]>();
    for (const row of specialties) byJob.set(Number(row.jobId), [...(byJob.get(Number(row.jobId)) ?? []), row.specialty]);
    return jobs.map((job) => ({
      ...job,
      id: Number(job.id),
      payMaxHourlyCents: job.payMaxHourlyCents === null ? null : Number(job.payMaxHourlyCents),
      postedOn: job.postedOn instanceof Date ? job.postedOn.toISOString().slice(0, 10) : job.postedOn,
      specialties: byJob.get(Number(job.id)) ?? [],
    }));
  }

  /** Stores a change for every document of a kind with an id in [fromId, toId): a rebuild goes through the feed like any change. */
  async noteEvery(kind: DocumentKind, fromId: number, toId: number, storedAt: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO search_index_changes (kind, docId, storedAt) SELECT ?, id, ? FROM ${TABLE_OF[kind]} WHERE id >= ? AND id < ? ORDER BY id`,
      [kind, storedAt, fromId, toId],
    );
  }

  async highestId(kind: DocumentKind): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT MAX(id) AS id FROM ${TABLE_OF[kind]}`)) as { id: number | string | null }[];
    return Number(row?.id ?? 0);
  }

  /** Of these ids, those of documents the database holds. */
  async existing(kind: DocumentKind, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.dataSource.query(`SELECT id FROM ${TABLE_OF[kind]} WHERE id IN (${ids.map(() => '?').join(', ')})`, [
      ...ids,
    ])) as {
      id: number | string;
    }[];
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** Documents of a kind in a shard (documents split by id, config/search-engine-address.ts shardOf). */
  async countInShard(kind: DocumentKind, shard: number, shards: number): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT COUNT(*) AS count FROM ${TABLE_OF[kind]} WHERE id % ? = ?`, [shards, shard])) as {
      count: number | string;
    }[];
    return Number(row?.count ?? 0);
  }
}
