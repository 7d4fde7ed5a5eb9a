import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PersonRow } from './people-documents';

/** A change stored for the engine by the triggers of migration 1764800000800-search-index-changes. */
export interface IndexChange {
  id: number;
  docId: number;
  /** When it was stored, in ms since the epoch. */
  storedAt: number;
}

/** The feed's reads and writes on the database: the stored changes and the documents they name. */
@Injectable()
export class SearchFeedRepository {
  constructor(@InjectDataSource() readonly dataSource: DataSource) {}

  get mysql(): boolean {
    return this.dataSource.options.type === 'mysql';
  }

  /** The changes stored after `afterId` (0: all), oldest first. */
  async changesAfter(afterId: number, limit: number): Promise<IndexChange[]> {
    const rows = (await this.dataSource.query('SELECT id, docId, storedAt FROM search_index_changes WHERE id > ? ORDER BY id LIMIT ?', [
      afterId,
      limit,
    ])) as { id: number | string; docId: number | string; storedAt: number | string }[];
    return rows.map((row) => ({ id: Number(row.id), docId: Number(row.docId), storedAt: Number(row.storedAt) }));
  }

  /** Forgets applied changes. */
  async forget(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await this.dataSource.query(`DELETE FROM search_index_changes WHERE id IN (${ids.map(() => '?').join(', ')})`, [...ids]);
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

  /** Stores a change for every account with an id in [fromId, toId): a rebuild goes through the feed like any change. */
  async noteEveryPerson(fromId: number, toId: number, storedAt: number): Promise<void> {
    await this.dataSource.query('INSERT INTO search_index_changes (docId, storedAt) SELECT id, ? FROM users WHERE id >= ? AND id < ? ORDER BY id', [
      storedAt,
      fromId,
      toId,
    ]);
  }

  async highestPersonId(): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT MAX(id) AS id FROM users')) as { id: number | string | null }[];
    return Number(row?.id ?? 0);
  }

  /** Of these ids, those with an account. */
  async existingPeople(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = (await this.dataSource.query(`SELECT id FROM users WHERE id IN (${ids.map(() => '?').join(', ')})`, [...ids])) as {
      id: number | string;
    }[];
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** Accounts in a shard (documents split by id, search-engine-address.ts shardOf). */
  async peopleInShard(shard: number, shards: number): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT COUNT(*) AS count FROM users WHERE id % ? = ?', [shards, shard])) as {
      count: number | string;
    }[];
    return Number(row?.count ?? 0);
  }
}
