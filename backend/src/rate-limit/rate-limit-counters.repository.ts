import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { RATE_LIMIT_TABLE } from './rate-limit.constants';

/** A counter as stored: points counted and when they expire (ms since the epoch; null never). */
export interface RateLimitCounter {
  points: number;
  expire: number | null;
}

interface CounterRow {
  points: number | string;
  expire: number | string | null;
}

const toCounter = (row: CounterRow): RateLimitCounter => ({
  points: Number(row.points),
  expire: row.expire === null ? null : Number(row.expire),
});

/**
 * The rate-limit counters in the database, shared by every instance on it. Each change is one atomic
 * statement, so parallel attempts from any instance are all counted.
 */
@Injectable()
export class RateLimitCountersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Adds points to a counter and answers it. A counter that is missing or expired starts again from
   * these points, expiring `msDuration` from now (never when 0); a live one keeps its expiry.
   */
  async add(key: string, points: number, msDuration: number, now = Date.now()): Promise<RateLimitCounter> {
    const expire = msDuration > 0 ? now + msDuration : null;
    const live = `(expire IS NULL OR expire > ?)`;
    if (!this.isMySql()) {
      return this.returning(
        `INSERT INTO ${RATE_LIMIT_TABLE} (${this.keyColumn}, points, expire) VALUES (?, ?, ?)
         ON CONFLICT(${this.keyColumn}) DO UPDATE SET
           points = CASE WHEN ${live} THEN points + excluded.points ELSE excluded.points END,
           expire = CASE WHEN ${live} THEN expire ELSE excluded.expire END
         RETURNING points, expire`,
        [key, points, expire, now, now],
      );
    }
    // Assignments apply in order: points is computed while expire still holds the stored value.
    return this.upsertAndRead(
      `INSERT INTO ${RATE_LIMIT_TABLE} (${this.keyColumn}, points, expire) VALUES (?, ?, ?)
       ON DUPLICATE KEY UPDATE
         points = IF(${live}, points + ?, ?),
         expire = IF(${live}, expire, ?)`,
      [key, points, expire, now, points, points, now, expire],
      key,
    );
  }

  /** Sets a counter to these points, expiring `msDuration` from now (never when 0), whatever it held. */
  async replace(key: string, points: number, msDuration: number, now = Date.now()): Promise<RateLimitCounter> {
    const expire = msDuration > 0 ? now + msDuration : null;
    if (!this.isMySql()) {
      return this.returning(
        `INSERT INTO ${RATE_LIMIT_TABLE} (${this.keyColumn}, points, expire) VALUES (?, ?, ?)
         ON CONFLICT(${this.keyColumn}) DO UPDATE SET points = excluded.points, expire = excluded.expire
         RETURNING points, expire`,
        [key, points, expire],
      );
    }
    return this.upsertAndRead(
      `INSERT INTO ${RATE_LIMIT_TABLE} (${this.keyColumn}, points, expire) VALUES (?, ?, ?)
       ON DUPLICATE KEY UPDATE points = ?, expire = ?`,
      [key, points, expire, points, expire],
      key,
    );
  }

  /** The counter if it is still live, else null. */
  async find(key: string, now = Date.now()): Promise<RateLimitCounter | null> {
    const rows = (await this.dataSource.query(
      `SELECT points, expire FROM ${RATE_LIMIT_TABLE} WHERE ${this.keyColumn} = ? AND (expire IS NULL OR expire > ?)`,
      [key, now],
    )) as CounterRow[];
    return rows.length > 0 ? toCounter(rows[0]) : null;
  }

  /** Removes a counter; answers whether there was one. */
  async remove(key: string): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(RATE_LIMIT_TABLE)
      .where(`${this.keyColumn} = :key`, { key })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Removes the counters expired before `now`; answers how many went. */
  async removeExpired(now = Date.now()): Promise<number> {
    const result = await this.dataSource.createQueryBuilder().delete().from(RATE_LIMIT_TABLE).where('expire < :now', { now }).execute();
    return result.affected ?? 0;
  }

  private get keyColumn(): string {
    return this.dataSource.driver.escape('key');
  }

  private isMySql(): boolean {
    return this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
  }

  private async returning(sql: string, parameters: unknown[]): Promise<RateLimitCounter> {
    const [row] = (await this.dataSource.query(sql, parameters)) as CounterRow[];
    return toCounter(row);
  }

  /** MySQL has no RETURNING: the row written stays locked by the transaction until it is read back. */
  private upsertAndRead(sql: string, parameters: unknown[], key: string): Promise<RateLimitCounter> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.query(sql, parameters);
      const [row] = (await manager.query(`SELECT points, expire FROM ${RATE_LIMIT_TABLE} WHERE ${this.keyColumn} = ?`, [
        key,
      ])) as CounterRow[];
      return toCounter(row);
    });
  }
}
