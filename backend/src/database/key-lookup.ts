import type { DataSource, EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { EntityRowMapper } from './entity-row-mapper';

type Row = Record<string, unknown>;

/**
 * A statement written once and run with its parameters through TypeORM's `query`: on `manager` when
 * given (the caller's transaction), else on the data source.
 */
export type ReadRows = (params: readonly unknown[], manager?: EntityManager) => Promise<Row[]>;

export function readerOn(dataSource: DataSource, sql: string): ReadRows {
  return (params, manager) => (manager ?? dataSource.manager).query<Row[]>(sql, [...params]);
}

/** Values read beside an entity from joined tables: `columns` maps a name to its SQL expression. */
export interface JoinedValues {
  joins: string;
  columns: Record<string, string>;
}

/**
 * A read of entities with a statement written once, for the reads that requests make most: the SQL
 * is not built again on each call, and rows become entities through an EntityRowMapper.
 */
export class PreparedEntityQuery<T extends ObjectLiteral> {
  private readonly mapper: EntityRowMapper<T>;
  private readonly read: ReadRows;

  /**
   * `condition` follows `SELECT … FROM table` (WHERE, ORDER BY, LIMIT) with `?` for each parameter,
   * naming columns by the table's name when `joined` adds tables; `properties` limits the columns read
   * (the entity's other properties stay unset); all by default.
   */
  constructor(repository: Repository<T>, condition: string, properties?: readonly (keyof T & string)[], joined?: JoinedValues) {
    const { metadata } = repository;
    const dataSource = repository.manager.connection;
    const escape = (name: string) => dataSource.driver.escape(name);
    this.mapper = new EntityRowMapper<T>(metadata, properties);
    const table = escape(metadata.tableName);
    const select = [
      ...this.mapper.columnNames.map((name) => `${table}.${escape(name)}`),
      ...Object.entries(joined?.columns ?? {}).map(([name, sql]) => `${sql} AS ${escape(name)}`),
    ].join(', ');
    this.read = readerOn(dataSource, `SELECT ${select} FROM ${table} ${joined?.joins ?? ''} ${condition}`);
  }

  /** The entities; `manager` reads within the caller's transaction. */
  async all(params: readonly unknown[], manager?: EntityManager): Promise<T[]> {
    return (await this.read(params, manager)).map((row) => this.mapper.map(row));
  }

  /** Each entity with the values named in `joined`, as the driver gives them. */
  async allJoined(params: readonly unknown[], manager?: EntityManager): Promise<{ entity: T; joined: Row }[]> {
    return (await this.read(params, manager)).map((row) => ({ entity: this.mapper.map(row), joined: row }));
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

  async find(key: unknown, manager?: EntityManager): Promise<T | null> {
    return (await this.query.all([key], manager))[0] ?? null;
  }
}

/** Reads the rows whose key column holds one of a list of values, with one statement per list length. */
export class ListLookup<T extends ObjectLiteral> {
  private readonly byLength = new Map<number, PreparedEntityQuery<T>>();
  private readonly escapedKey: string;

  /** `maxCached` bounds the statements kept: longer lists than that are written on each call. */
  constructor(
    private readonly repository: Repository<T>,
    keyProperty: keyof T & string,
    private readonly properties?: readonly (keyof T & string)[],
    private readonly maxCached = 101,
  ) {
    const key = repository.metadata.findColumnWithPropertyName(keyProperty)!;
    this.escapedKey = repository.manager.connection.driver.escape(key.databaseName);
  }

  async all(keys: readonly unknown[], manager?: EntityManager): Promise<T[]> {
    if (keys.length === 0) return [];
    let query = this.byLength.get(keys.length);
    if (!query) {
      query = new PreparedEntityQuery(this.repository, `WHERE ${this.escapedKey} IN (${keys.map(() => '?').join(', ')})`, this.properties);
      if (keys.length <= this.maxCached) this.byLength.set(keys.length, query);
    }
    return query.all(keys, manager);
  }
}
