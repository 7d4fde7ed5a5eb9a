import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 line that works on the running Node. Version 13 is built on Node-API and needs
 * Node 22 or later (on Node 20 it crashes the process); version 12 is the last to run on Node 20, and
 * on Node 24 its native objects can abort the process when they are collected during or after the
 * environment's teardown. `package.json` therefore carries both (13 as `better-sqlite3-13`) and each
 * runtime loads the one that is safe on it; dropping Node 20 means dropping version 12.
 */
export function sqliteDriver(nodeVersion: string = process.versions.node): typeof BetterSqlite3 {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return sqliteDriverName(nodeVersion) === 'better-sqlite3-13' ? require('better-sqlite3-13') : require('better-sqlite3');
}

export function sqliteDriverName(nodeVersion: string): 'better-sqlite3' | 'better-sqlite3-13' {
  return Number(nodeVersion.split('.')[0]) >= 22 ? 'better-sqlite3-13' : 'better-sqlite3';
}
