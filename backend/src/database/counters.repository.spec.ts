import { sqliteDriver } from './sqlite-driver';
import { DataSource } from 'typeorm';
import { COUNTED_ROWS, CountersRepository, totalOfPage } from './counters.repository';

describe('CountersRepository (SQLite in memory)', () => {
  let dataSource: DataSource;
  let counters: CountersRepository;

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', driver: sqliteDriver(), database: ':memory:' });
    await dataSource.initialize();
    // The triggers that move the counts live in the migrations; the test sets the counts itself.
    await dataSource.query('CREATE TABLE counters (name varchar(40) PRIMARY KEY, value integer NOT NULL)');
    await dataSource.query("INSERT INTO counters (name, value) VALUES ('users:live', 7), ('users:pending', 3), ('audit_log', 0)");
    counters = new CountersRepository(dataSource);
  });

  afterAll(() => dataSource.destroy());

  it('reads the counts asked for, in the order asked', async () => {
    expect(await counters.read(COUNTED_ROWS.pendingUsers, COUNTED_ROWS.liveUsers, COUNTED_ROWS.auditLog)).toEqual([3, 7, 0]);
  });

  it('reads a count without a row as zero', async () => {
    expect(await counters.read(COUNTED_ROWS.invitations)).toEqual([0]);
  });

  it('reads a count moved since the last read', async () => {
    await dataSource.query("UPDATE counters SET value = value + 1 WHERE name = 'users:pending'");
    expect(await counters.read(COUNTED_ROWS.pendingUsers)).toEqual([4]);
    await dataSource.query("UPDATE counters SET value = value - 1 WHERE name = 'users:pending'");
  });

  it('sums counts in a subquery of another statement', async () => {
    const [row] = (await dataSource.query(
      `SELECT ${CountersRepository.subquery(COUNTED_ROWS.liveUsers, COUNTED_ROWS.pendingUsers)} AS total`,
    )) as { total: number }[];
    expect(Number(row.total)).toBe(10);
  });
});

describe('totalOfPage', () => {
  const never = () => Promise.reject(new Error('counted apart'));

  it('takes the total a page row carries', async () => {
    expect(await totalOfPage({ total: '12' }, false, never)).toBe(12);
  });

  it('is zero for an empty first page, and counted apart for an empty page past the end', async () => {
    expect(await totalOfPage(undefined, true, never)).toBe(0);
    expect(await totalOfPage(undefined, false, () => Promise.resolve(5))).toBe(5);
  });
});
