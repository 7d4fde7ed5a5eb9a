/**
 * While Redis or the database is down, a signed-in nurse's requests answer 503 with a message and
 * Retry-After within a few seconds (never a 401, which would sign her out, nor a 500 or a hang); once
 * it is back, within 10 s the same session works again without a restart. Redis and MariaDB here are
 * servers of the test's own on other ports; Redis keeps its data across the restart (append-only).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS } from '@nurse/domain';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import type { ApiClient, ApiResponse } from './support/api-client';
import { expectStatus, pendingNurse } from './support/actors';
import { eventually } from './support/eventually';
import { NO_MARIADB_SERVER, startMariaDbServer, type OwnMariaDb } from './support/mariadb-server';
import { waitForMail, SUBJECTS } from './support/outbox';
import { NO_REDIS_SERVER, startRedisServer, type OwnRedis } from './support/redis-server';
import { startTestApp, type TestApp } from './support/test-app';

/** How fast a request must fail while a service is down, and how soon it must succeed once back. */
const FAILS_WITHIN_MS = 5000;
const RECOVERS_WITHIN_MS = 10_000;

jest.setTimeout(120_000);

async function timed(work: Promise<ApiResponse>): Promise<{ res: ApiResponse; ms: number }> {
  const started = Date.now();
  const res = await work;
  return { res, ms: Date.now() - started };
}

/** Her signed-in requests, each answered 503 as "briefly unavailable" within FAILS_WITHIN_MS. */
async function expectUnavailable(nurse: ApiClient): Promise<void> {
  for (const path of ['/api/auth/me', '/api/auth/session']) {
    const { res, ms } = await timed(nurse.get(path));
    expect({ path, status: res.status, body: res.body }).toEqual({
      path,
      status: 503,
      body: { statusCode: 503, message: ERRORS.unavailable },
    });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(ms).toBeLessThan(FAILS_WITHIN_MS);
  }
}

/** Resolves once her session answers again; fails after RECOVERS_WITHIN_MS. */
async function expectBackSignedIn(nurse: ApiClient, email: string): Promise<void> {
  const deadline = Date.now() + RECOVERS_WITHIN_MS;
  let last: ApiResponse | null = null;
  while (Date.now() < deadline) {
    last = await nurse.get('/api/auth/me');
    if (last.status === 200) break;
    expect(last.status).toBe(503);
    await new Promise((done) => setTimeout(done, 250));
  }
  expect(expectStatus(last!, 200).body.email).toBe(email);
  expect(expectStatus(await nurse.get('/api/auth/session'), 200).body.user.email).toBe(email);
}

/**
 * An app on a Redis of the suite's own, append-only so that sessions outlive its restart, started in
 * beforeAll with `readCacheSeconds` and stopped in afterAll.
 */
function useAppOnOwnRedis(readCacheSeconds: string): { redis: () => OwnRedis; app: () => TestApp } {
  let redisDir: string;
  let redis: OwnRedis;
  let app: TestApp;
  beforeAll(async () => {
    redisDir = mkdtempSync(join(tmpdir(), 'nurse-redis-'));
    redis = await startRedisServer({ persistDir: redisDir });
    app = await startTestApp({ REDIS_URL: redis.url, READ_CACHE_SECONDS: readCacheSeconds });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
    rmSync(redisDir, { recursive: true, force: true });
  });
  return { redis: () => redis, app: () => app };
}

(NO_REDIS_SERVER ? describe.skip : describe)('with Redis down', () => {
  if (NO_REDIS_SERVER) console.warn(`Skipped: ${NO_REDIS_SERVER}`);
  const own = useAppOnOwnRedis('0');

  it('answers her requests 503, not 401 or 500, and serves her again with the same session once it is back', async () => {
    const nurse = await pendingNurse(own.app());
    expectStatus(await nurse.client.get('/api/auth/me'), 200);
    // Her welcome email is out first: the outage is about her requests, not a job caught halfway.
    await waitForMail(own.app(), nurse.email, SUBJECTS.welcome);

    await own.redis().stop(true);
    await expectUnavailable(nurse.client);
    const ready = await own.app().client().get('/api/health/ready');
    expect({ status: ready.status, message: ready.body.message }).toEqual({ status: 503, message: 'Redis is not reachable' });

    await own.redis().start();
    await expectBackSignedIn(nurse.client, nurse.email);
  });
});

(NO_REDIS_SERVER ? describe.skip : describe)('with its Redis back after an outage', () => {
  // Kept long enough that only emptying the caches explains a fresh answer.
  const own = useAppOnOwnRedis('60');

  it('empties its in-memory caches, since drops sent while it was away never reached it', async () => {
    const nurse = await pendingNurse(own.app());
    const before = expectStatus(await nurse.client.get('/api/auth/me'), 200).body.location;
    // A change whose drop never arrives, as when another instance published it during the outage.
    await own.app().dataSource.getRepository(UserEntity).update({ id: nurse.id }, { location: 'Changed while away' });
    expect(expectStatus(await nurse.client.get('/api/auth/me'), 200).body.location).toBe(before);

    await own.redis().stop(true);
    await own.redis().start();
    // Her cached session answers throughout; the fresh row shows once the subscription is back.
    await eventually(
      async () => expect(expectStatus(await nurse.client.get('/api/auth/me'), 200).body.location).toBe('Changed while away'),
      RECOVERS_WITHIN_MS,
    );
  });
});

(NO_MARIADB_SERVER ? describe.skip : describe)('with the database down', () => {
  if (NO_MARIADB_SERVER) console.warn(`Skipped: ${NO_MARIADB_SERVER}`);
  let database: OwnMariaDb;
  let app: TestApp;

  beforeAll(async () => {
    database = await startMariaDbServer();
    // Sessions in the database too: without Redis, reading one needs the database.
    app = await startTestApp({ DATABASE_URL: database.url, REDIS_URL: '', READ_CACHE_SECONDS: '0' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  it('answers her requests 503, not 401 or 500, and serves her again with the same session once it is back', async () => {
    const nurse = await pendingNurse(app);
    expectStatus(await nurse.client.get('/api/auth/me'), 200);
    await waitForMail(app, nurse.email, SUBJECTS.welcome);

    await database.stop();
    await expectUnavailable(nurse.client);
    const ready = await app.client().get('/api/health/ready');
    expect({ status: ready.status, message: ready.body.message }).toEqual({ status: 503, message: 'The database is not reachable' });

    await database.start();
    await expectBackSignedIn(nurse.client, nurse.email);
  });
});
