import type { DataSource, ObjectLiteral, Repository } from 'typeorm';

type Row = Record<string, unknown>;
export type ReadRows = (params: readonly unknown[]) => Promise<Row[]>;

interface PreparedSqliteStatement {
  all(...params: unknown[]): Row[];
}

interface MysqlPool {
  query(sql: string, params: readonly unknown[], callback: (error: Error | null, rows: Row[]) => void): void;
}

interface DriverInternals {
  options: { type: string };
  databaseConnection?: { prepare(sql: string): PreparedSqliteStatement };
  pool?: MysqlPool;
}

/**
 * The statement run on the driver's own connection: a better-sqlite3 statement prepared once, or a
 * query on the mysql2 pool TypeORM opened (with the same connection options, so values come back
 * as TypeORM's own queries get them). Both skip TypeORM's query runner, whose logging, subscriber
 * broadcasts and promise chain cost more than a short indexed read on the requests that make one.
 */
export function readerOn(dataSource: DataSource, sql: string): ReadRows {
  const driver = dataSource.driver as unknown as DriverInternals;
  if (driver.options.type === 'better-sqlite3') {
    let statement: PreparedSqliteStatement | null = null;
    return (params) => {
      // Prepared on first use: the table exists only once migrations have run.
      statement ??= driver.databaseConnection!.prepare(sql);
      return Promise.resolve(statement.all(...params));
    };
  }
  const { pool } = driver;
  if (driver.options.type === 'mysql' && pool) {
    return (params) => new Promise((resolve, reject) => pool.query(sql, params, (error, rows) => (error ? reject(error) : resolve(rows))));
  }
  return (params) => dataSource.query(sql, [...params]);
}

/** Values read beside an entity from joined tables: `columns` maps a name to its SQL expression. */
export interface JoinedValues {
  joins: string;
  columns: Record<string, string>;
}

/**
 * A read of whole entities with a statement written once, for the reads that requests make most.
 * Rows become entities with TypeORM's metadata (column names, driver types and transformers), without
 * building and parsing the query on each call. Entities with embedded columns are not supported.
 */
export class PreparedEntityQuery<T extends ObjectLiteral> {
  private readonly columns;
  private readonly read: ReadRows;

  /**
   * `condition` follows `SELECT … FROM table` (WHERE, ORDER BY, LIMIT) with `?` for each parameter,
   * naming columns by the table's name when `joined` adds tables; `properties` limits the columns read
   * (the entity's other properties stay unset); all by default.
   */
  constructor(
    private readonly repository: Repository<T>,
    condition: string,
    properties?: readonly (keyof T & string)[],
    joined?: JoinedValues,
  ) {
    const { metadata } = repository;
    const { driver } = repository.manager.connection;
    this.columns = properties
      ? properties.map((property) => metadata.findColumnWithPropertyName(property)!)
      : metadata.columns.filter((column) => !column.isVirtual);
    const table = driver.escape(metadata.tableName);
    const select = [
      ...this.columns.map((column) => `${table}.${driver.escape(column.databaseName)}`),
      ...Object.entries(joined?.columns ?? {}).map(([name, sql]) => `${sql} AS ${driver.escape(name)}`),
    ].join(', ');
    this.read = readerOn(repository.manager.connection, `SELECT ${select} FROM ${table} ${joined?.joins ?? ''} ${condition}`);
  }

  async all(...params: unknown[]): Promise<T[]> {
    return (await this.allJoined(...params)).map(({ entity }) => entity);
  }

  /** Each entity with the values named in `joined`, as the driver gives them. */
  async allJoined(...params: unknown[]): Promise<{ entity: T; joined: Record<string, unknown> }[]> {
    const rows = await this.read(params);
    const { driver } = this.repository.manager.connection;
    return rows.map((row) => {
      const entity = this.repository.metadata.create() as T;
      // By property name: a foreign key column keeps its own property rather than becoming a stub of the relation.
      for (const column of this.columns) {
        (entity as ObjectLiteral)[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
      }
      return { entity, joined: row };
    });
  }
}

/** Reads one row by a key column, for lookups every request makes. */
export class KeyLookup<T extends ObjectLiteral> {
  private readonly query: PreparedEntityQuery<T>;

  /** `properties` limits the columns read (the entity's other properties stay unset); all by default. */
  constructor(repository: Repository<T>, keyProperty: keyof T & string, properties?: readonly (keyof T & string)[]) {
    const key = repository.metadata.findColumnWithPropertyName(keyProperty)!;
    const escapedKey = repository.manager.connection.driver.escape(key.databaseName);
    this.query = new PreparedEntityQuery(repository, `WHERE ${escapedKey} = ? LIMIT 1`, properties);
  }

  async find(key: unknown): Promise<T | null> {
    return (await this.query.all(key))[0] ?? null;
  }
}

/** Reads the rows whose key column holds one of a list of values, with one statement per list length. */
export class ListLookup<T extends ObjectLiteral> {
  private readonly byLength = new Map<number, PreparedEntityQuery<T>>();
  private readonly escapedKey: string;

  /** `maxCached` bounds the statements kept: longer lists than that are prepared on each call. */
  constructor(
    private readonly repository: Repository<T>,
    keyProperty: keyof T & string,
    private readonly properties?: readonly (keyof T & string)[],
    private readonly maxCached = 101,
  ) {
    const key = repository.metadata.findColumnWithPropertyName(keyProperty)!;
    this.escapedKey = repository.manager.connection.driver.escape(key.databaseName);
  }

  async all(keys: readonly unknown[]): Promise<T[]> {
    if (keys.length === 0) return [];
    let query = this.byLength.get(keys.length);
    if (!query) {
      query = new PreparedEntityQuery(this.repository, `WHERE ${this.escapedKey} IN (${keys.map(() => '?').join(', ')})`, this.properties);
      if (keys.length <= this.maxCached) this.byLength.set(keys.length, query);
    }
    return query.all(...keys);
  }
}
