import { sqliteDriver, sqliteDriverName } from './sqlite-driver';

describe('sqliteDriverName', () => {
  it.each([
    ['20.20.2', 'better-sqlite3'],
    ['21.7.3', 'better-sqlite3'],
    ['22.12.0', 'better-sqlite3-13'],
    ['24.21.0', 'better-sqlite3-13'],
    ['26.0.0', 'better-sqlite3-13'],
  ])('on Node %s loads %s', (version, name) => {
    expect(sqliteDriverName(version)).toBe(name);
  });
});

describe('sqliteDriver', () => {
  it('opens a database on the running Node', () => {
    const Database = sqliteDriver();
    const db = new Database(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});
