import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The backend uses Express, Passport and TypeORM through their public APIs only, so that a minor
 * release of one of them breaks a build or a test, never a request in production. Each rule names a
 * way of reaching into their private members that has been used here before.
 */
const RULES: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\b(driver|connection)\s+as\s+(unknown\s+as\s+)?(?!DataSource\b|Driver\b)[A-Z]\w*/,
    why: 'casts a driver or connection to a type of its own',
  },
  { pattern: /\bdatabaseConnection\b/, why: "reaches the driver's own database connection" },
  {
    // Listening to the pool's public events (the metrics) is allowed; using its connections is not.
    pattern: /\.pool\.(query|execute|getConnection)\b|\{\s*pool\s*\}\s*=/,
    why: "queries through the driver's connection pool, outside TypeORM and its transactions",
  },
  { pattern: /\bprepare(Hydrated|Persistent)Value\b/, why: "converts values with the driver's internal hooks" },
  { pattern: /\b(app|express)\.(request|response)\b/, why: "changes Express's request or response prototype" },
  {
    pattern: /Object\.(defineProperty|defineProperties|setPrototypeOf)\(\s*(req|request|res|response)\b/,
    why: 'redefines a request or response',
  },
  { pattern: /\b_sessionManager\b|\bpassport\._|\._strategies\b/, why: "reaches Passport's private members" },
];

/** Each rule a source text breaks, with the line. */
export function internalsUsed(source: string): { line: number; why: string }[] {
  const found: { line: number; why: string }[] = [];
  source.split('\n').forEach((text, index) => {
    for (const { pattern, why } of RULES) if (pattern.test(text)) found.push({ line: index + 1, why });
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && full !== __filename ? [full] : [];
  });
}

describe('framework internals', () => {
  it('are touched by no file under backend/src', () => {
    const offences = sourceFiles(__dirname).flatMap((file) =>
      internalsUsed(readFileSync(file, 'utf8')).map(({ line, why }) => `${path.relative(__dirname, file)}:${line} ${why}`),
    );
    expect(offences).toEqual([]);
  });

  it.each([
    'const driver = dataSource.driver as unknown as DriverInternals;',
    'statement ??= driver.databaseConnection!.prepare(sql);',
    'const { pool } = driver;',
    'return (params) => new Promise((resolve) => driver.pool.query(sql, params, resolve));',
    'driver.pool.getConnection((error, connection) => connection.execute(sql));',
    'driver.prepareHydratedValue(row.expiresAt, column)',
    'driver.preparePersistentValue(at, column)',
    'Object.defineProperty(app.request, name, { get: () => shared });',
    'Object.defineProperty(req, "user", { value });',
    'delete req._sessionManager;',
  ])('are recognised in %s', (line) => {
    expect(internalsUsed(line)).not.toEqual([]);
  });

  it.each([
    'const rows = await dataSource.query(sql, params);',
    'const escape = (name: string) => dataSource.driver.escape(name);',
    'const connection = repository.manager.connection as DataSource;',
    'req.user = principal;',
    'if (driver instanceof MysqlDriver) this.metrics.trackDatabasePool(driver.pool, DATABASE_POOL_SIZE);',
  ])('leave public use alone: %s', (line) => {
    expect(internalsUsed(line)).toEqual([]);
  });
});
