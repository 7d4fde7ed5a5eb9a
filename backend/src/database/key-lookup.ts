import type { DataSource, ObjectLiteral, Repository } from 'typeorm';

type Row = Record<string, unknown>;
type ReadRows = (key: unknown) => Promise<Row[]>;

interface PreparedSqliteStatement {
  all(...params: unknown[]): Row[];
}

interface MysqlPool {
  query(sql: string, params: unknown[], callback: (error: Error | null, rows: Row[]) => void): void;
}

/**
 * The statement run on the driver's own connection: a better-sqlite3 statement prepared once, or a
 * query on the mysql2 pool TypeORM opened (with the same connection options, so values come back
 * as TypeORM's own queries get them). Both skip TypeORM's query runner, whose logging, subscriber
 * broadcasts and promise chain cost more than the lookup itself on every signed-in request.
 */
function readerOn(dataSource: DataSource, sql: string): ReadRows {
  const driver = dataSource.driver as { options: { type: string }; databaseConnection?: { prepare(sql: string): PreparedSqliteStatement } };
  if (driver.options.type === 'better-sqlite3') {
    let statement: PreparedSqliteStatement | null = null;
    return (key) => {
      // Prepared on first use: the table exists only once migrations have run.
      statement ??= driver.databaseConnection!.prepare(sql);
      return Promise.resolve(statement.all(key));
    };
  }
  const pool = (dataSource.driver as { pool?: MysqlPool }).pool;
  if (driver.options.type === 'mysql' && pool) {
    return (key) => new Promise((resolve, reject) => pool.query(sql, [key], (error, rows) => (error ? reject(error) : resolve(rows))));
  }
  return (key) => dataSource.query(sql, [key]);
}

/**
 * Reads one row by a key column with a statement written once, for lookups every request makes.
 * The row becomes an entity the way TypeORM's own queries build one (column names, driver types
 * and transformers), without building and parsing the query on each call.
 */
export class KeyLookup<T extends ObjectLiteral> {
  private readonly columns;
  private readonly read: ReadRows;

  /** `properties` limits the columns read (the entity's other properties stay unset); all by default. */
  constructor(
    private readonly repository: Repository<T>,
    keyProperty: keyof T & string,
    properties?: readonly (keyof T & string)[],
  ) {
    const { metadata } = repository;
    const dataSource = repository.manager.connection;
    const { driver } = dataSource;
    this.columns = properties
      ? properties.map((property) => metadata.findColumnWithPropertyName(property)!)
      : metadata.columns.filter((column) => !column.isVirtual);
    const key = metadata.findColumnWithPropertyName(keyProperty)!;
    const select = this.columns.map((column) => driver.escape(column.databaseName)).join(', ');
    const sql = `SELECT ${select} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(key.databaseName)} = ? LIMIT 1`;
    this.read = readerOn(dataSource, sql);
  }

  async find(key: unknown): Promise<T | null> {
    const row = (await this.read(key))[0];
    if (!row) return null;
    const driver = this.repository.manager.connection.driver;
    const entity = this.repository.metadata.create() as T;
    for (const column of this.columns) {
      column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return entity;
  }
}
