import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';

type Row = Record<string, unknown>;
type FromDatabase = (value: unknown) => unknown;
type ColumnMetadata = EntityMetadata['columns'][number];

/**
 * A date as the drivers give it: mysql2 hands back a Date; SQLite a UTC text such as
 * `2026-01-31 08:30:00.000`, which TypeORM writes without a zone.
 */
export function dateFromDatabase(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const text = String(value);
  const iso = text.replace(/^(\d{4}-\d\d-\d\d) (\d\d:\d\d)/, '$1T$2');
  return new Date(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(iso) ? `${iso}Z` : iso);
}

/** How a value of each column type the entities use is read back; the others are refused when a mapper is built. */
function converterFor(column: ColumnMetadata): FromDatabase {
  if (column.transformer)
    throw new Error(`${column.entityMetadata.name}.${column.propertyName}: columns with a transformer are not mapped here`);
  switch (column.type) {
    case 'varchar':
    case 'text':
    case 'int':
    case 'integer':
      return (value) => value;
    case Number:
      return (value) => (value === null || value === undefined || typeof value === 'number' ? value : Number(value));
    case 'boolean':
      return (value) => (value === null || value === undefined ? value : Boolean(value));
    case 'datetime':
      return dateFromDatabase;
    case 'simple-json':
      return (value) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
    default:
      throw new Error(`${column.entityMetadata.name}.${column.propertyName}: column type ${String(column.type)} is not mapped here`);
  }
}

/**
 * Turns rows read with plain SQL (`manager.query`) into entities, by the entity's column metadata:
 * each listed property from its column, converted as TypeORM reads that column type. A property
 * missing from `properties` stays unset. Built once per query, so a row costs one loop over its columns.
 */
export class EntityRowMapper<T extends ObjectLiteral> {
  private readonly columns: { property: string; name: string; from: FromDatabase }[];

  constructor(
    private readonly metadata: EntityMetadata,
    properties?: readonly (keyof T & string)[],
  ) {
    const columns = properties
      ? properties.map((property) => {
          const column = metadata.findColumnWithPropertyName(property);
          if (!column) throw new Error(`${metadata.name} has no column ${property}`);
          return column;
        })
      : metadata.columns.filter((column) => !column.isVirtual && !column.embeddedMetadata);
    this.columns = columns.map((column) => ({ property: column.propertyName, name: column.databaseName, from: converterFor(column) }));
  }

  /** The database names of the mapped columns, in the order a SELECT should list them. */
  get columnNames(): string[] {
    return this.columns.map((column) => column.name);
  }

  map(row: Row): T {
    const entity = this.metadata.create() as ObjectLiteral;
    // By property name: a foreign key column keeps its own property rather than becoming a stub of the relation.
    for (const column of this.columns) entity[column.property] = column.from(row[column.name]);
    return entity as T;
  }
}

/**
 * A date as a parameter of plain SQL compared with a datetime column, written as TypeORM writes that
 * column: SQLite keeps UTC text (`2026-01-31 08:30:00.000`), which compares as text; mysql2 takes the Date.
 */
export function dateParameter(dataSource: DataSource, date: Date): Date | string {
  return dataSource.options.type === 'mysql' ? date : date.toISOString().slice(0, 23).replace('T', ' ');
}

/** A value as a parameter of plain SQL writing `column`, written as TypeORM writes that column type. */
export function valueToDatabase(dataSource: DataSource, column: ColumnMetadata, value: unknown): unknown {
  if (column.transformer)
    throw new Error(`${column.entityMetadata.name}.${column.propertyName}: columns with a transformer are not written here`);
  if (value === null || value === undefined) return value;
  switch (column.type) {
    case 'datetime':
      return dateParameter(dataSource, value instanceof Date ? value : new Date(value as string));
    case 'simple-json':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return value;
  }
}
