import { sqliteDriver } from '../database/sqlite-driver';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { RateLimits1764500000200 } from '../database/migrations/1764500000200-rate-limits';
import { DatabaseRateLimiter } from './database-rate-limiter';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';

let dataSource: DataSource;
let counters: RateLimitCountersRepository;

beforeEach(async () => {
  dataSource = new DataSource({
    type: 'better-sqlite3',
    driver: sqliteDriver(),
    database: ':memory:',
    migrations: [RateLimits1764500000200],
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  counters = new RateLimitCountersRepository(dataSource);
});

afterEach(async () => {
  jest.useRealTimers();
  await dataSource.destroy();
});

const limiter = (points: number, duration = 60) => new DatabaseRateLimiter({ keyPrefix: 'rl:test', points, duration }, counters);

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (reason: unknown) => reason,
  );

describe('DatabaseRateLimiter', () => {
  it('counts points up to the limit, then refuses with the time left of the window', async () => {
    const limit = limiter(2);
    expect((await limit.consume('ana')).remainingPoints).toBe(1);
    expect((await limit.consume('ana')).remainingPoints).toBe(0);
    const refused = await rejection(limit.consume('ana'));
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect((refused as RateLimiterRes).consumedPoints).toBe(3);
    expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(59_000);
    expect((refused as RateLimiterRes).msBeforeNext).toBeLessThanOrEqual(60_000);
    expect((await limit.consume('bea')).remainingPoints).toBe(1);
  });

  it('keeps the expiry of a live counter and starts an expired one again with a new expiry', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const limit = limiter(2, 10);
    await limit.consume('ana');
    jest.setSystemTime(1_005_000);
    const second = await limit.consume('ana');
    expect(second.consumedPoints).toBe(2);
    expect(second.msBeforeNext).toBe(5_000);
    expect(await counters.find('rl:test:ana')).toEqual({ points: 2, expire: 1_010_000 });

    jest.setSystemTime(1_010_001);
    expect(await limit.get('ana')).toBeNull();
    const again = await limit.consume('ana');
    expect(again).toMatchObject({ consumedPoints: 1, isFirstInDuration: true, msBeforeNext: 10_000 });
    expect(await counters.find('rl:test:ana')).toEqual({ points: 1, expire: 1_020_001 });
  });

  it('counts every one of many parallel consumes exactly once', async () => {
    const limit = limiter(100);
    const results = await Promise.all(Array.from({ length: 40 }, () => limit.consume('ana')));
    expect(results.map((res) => res.consumedPoints).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await limit.get('ana'))?.consumedPoints).toBe(40);
  });

  it('adds penalties, takes rewards back and deletes a counter', async () => {
    const limit = limiter(5);
    await limit.penalty('ana', 3);
    expect((await limit.reward('ana', 1)).consumedPoints).toBe(2);
    expect(await limit.delete('ana')).toBe(true);
    expect(await limit.get('ana')).toBeNull();
    expect(await limit.delete('ana')).toBe(false);
  });

  it('removes only expired counters', async () => {
    await counters.add('stale', 1, 1_000, Date.now() - 60_000);
    await counters.add('live', 1, 60_000);
    expect(await counters.removeExpired()).toBe(1);
    expect(await counters.find('live')).toEqual({ points: 1, expire: expect.any(Number) });
  });
});
