import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { valueToDatabase } from '../database/entity-row-mapper';

/**
 * Inserts rows of an entity in one multi-row statement, with each value converted as TypeORM would
 * store it (dates, JSON). Much faster than the query builder for seeding millions of rows. `suffix`
 * follows the VALUES list (an ON CONFLICT or ON DUPLICATE KEY clause).
 */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: readonly Partial<T>[],
  { ignoreDuplicates = false, suffix = '' }: { ignoreDuplicates?: boolean; suffix?: string } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(entity);
  const { driver } = manager.connection;
  const columns = metadata.columns.filter((column) => column.propertyName in rows[0]);
  const mysql = manager.connection.options.type === 'mysql';
  const insert = ignoreDuplicates ? (mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE') : 'INSERT';
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  const params = rows.flatMap((row) =>
    columns.map((column) => valueToDatabase(manager.connection, column, row[column.propertyName as keyof T])),
  );
  await manager.query(
    `${insert} INTO ${driver.escape(metadata.tableName)} (${names}) VALUES ${rows.map(() => placeholders).join(', ')} ${suffix}`,
    params,
  );
}
