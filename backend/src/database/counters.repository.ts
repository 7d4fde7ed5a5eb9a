import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { readerOn, type ReadRows } from './key-lookup';

/** Counts the `counters` table keeps, moved by triggers on the counted tables (migration 1764300000000). */
export const COUNTED_ROWS = {
  liveUsers: 'users:live',
  pendingUsers: 'users:pending',
  invitations: 'invitations',
  auditLog: 'audit_log',
  /** Moves whenever an account is added, removed, or changes a field the people search reads (migration 1764300000001). */
  usersSearchVersion: 'users:search-version',
} as const;

export type CountedRows = (typeof COUNTED_ROWS)[keyof typeof COUNTED_ROWS];

/**
 * The total that a page's rows carry from a count read in the same statement. An empty page carries
 * none: nothing matches when it is the first page, and past the end the total is counted apart.
 */
export async function totalOfPage(
  firstRow: Record<string, unknown> | undefined,
  firstPage: boolean,
  countApart: () => Promise<number>,
): Promise<number> {
  if (firstRow) return Number(firstRow.total);
  return firstPage ? 0 : countApart();
}

/** Reads row counts without counting rows. */
@Injectable()
export class CountersRepository {
  private readonly readAll: ReadRows;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.readAll = readerOn(dataSource, 'SELECT name, value FROM counters');
  }

  /**
   * A scalar subquery answering one count, for a statement that reads its page and the page's total
   * in one round trip.
   */
  static subquery(...names: CountedRows[]): string {
    return `(SELECT SUM(value) FROM counters WHERE name IN (${names.map((name) => `'${name}'`).join(', ')}))`;
  }

  async read<const T extends readonly CountedRows[]>(...names: T): Promise<{ [K in keyof T]: number }> {
    const rows = (await this.readAll([])) as { name: string; value: number | string }[];
    const byName = new Map(rows.map((row) => [row.name, Number(row.value)]));
    return names.map((name) => byName.get(name) ?? 0) as { [K in keyof T]: number };
  }
}
