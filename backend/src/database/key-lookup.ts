import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * Reads one row by a key column with a statement written once, for lookups every request makes.
 * The row becomes an entity the way TypeORM's own queries build one (column names, driver types
 * and transformers), without building and parsing the query on each call.
 */
export class KeyLookup<T extends ObjectLiteral> {
  private readonly sql: string;
  private readonly columns;

  /** `properties` limits the columns read (the entity's other properties stay unset); all by default. */
  constructor(
    private readonly repository: Repository<T>,
    keyProperty: keyof T & string,
    properties?: readonly (keyof T & string)[],
  ) {
    const { metadata } = repository;
    const driver = repository.manager.connection.driver;
    this.columns = properties
      ? properties.map((property) => metadata.findColumnWithPropertyName(property)!)
      : metadata.columns.filter((column) => !column.isVirtual);
    const key = metadata.findColumnWithPropertyName(keyProperty)!;
    const select = this.columns.map((column) => driver.escape(column.databaseName)).join(', ');
    this.sql = `SELECT ${select} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(key.databaseName)} = ? LIMIT 1`;
  }

  async find(key: unknown): Promise<T | null> {
    const rows: Record<string, unknown>[] = await this.repository.query(this.sql, [key]);
    const row = rows[0];
    if (!row) return null;
    const driver = this.repository.manager.connection.driver;
    const entity = this.repository.metadata.create() as T;
    for (const column of this.columns) {
      column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return entity;
  }
}
