/**
 * Durable plan generation: the API is killed with SIGKILL after a generate request was stored but
 * before its job ran (the row is written as the request does), then started again on the same data.
 * The plan is made once, and a further restart makes no second one. Runs on SQLite with in-process
 * jobs, or on MariaDB/MySQL with BullMQ when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { sqliteDriver } from '../src/database/sqlite-driver';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { expectStatus, liveNurse, type Nurse } from './support/actors';
import { freePort, startApi, stopApi, type ApiProcess } from './support/api-process';
import { flushRedis, wipeDatabase, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

let dataDir: string;
let api: ApiProcess | null = null;

/** The actors' helpers need only a way to open clients on the running API. */
/** The parts of a test app the actors use, for the API started in a child process (its owner is keyed by its data folder). */
const appAt = (url: string) => ({ client: () => new ApiClient(url), baseUrl: url, config: { dataDir } }) as unknown as TestApp;

/** A generate request as the API stores it before queueing its job. */
async function storeQueuedRequest(userId: number): Promise<void> {
  const sql = "INSERT INTO career_generations (userId, state) VALUES (?, 'queued')";
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = new (sqliteDriver())(join(dataDir, 'nurse-network.sqlite'));
    db.prepare(sql).run(userId);
    db.close();
    return;
  }
  const dataSource = new DataSource({ type: 'mysql', url: url.replace(/^mariadb:/, 'mysql:') });
  await dataSource.initialize();
  await dataSource.query(sql, [userId]);
  await dataSource.destroy();
}

async function waitForPlan(nurse: Nurse): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { state } = expectStatus(await nurse.client.get('/api/career-recommendations/generation'), 200).body;
    if (state === 'done') return;
    if (Date.now() > deadline) throw new Error(`The plan was not made within 30 s (state ${state})`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nurse-plan-kill-test-'));
  if (process.env.TEST_DATABASE_URL) await wipeDatabase(process.env.TEST_DATABASE_URL);
  if (process.env.TEST_REDIS_URL) await flushRedis(process.env.TEST_REDIS_URL);
});

afterAll(async () => {
  if (api) await stopApi(api.child, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

it('makes a plan requested before a kill -9 once, after the restart', async () => {
  const port = await freePort();
  api = await startApi(port, dataDir);
  const nurse = await liveNurse(appAt(api.url));
  expectStatus(
    await nurse.client.put(`/api/users/${nurse.id}`, { licensureType: 'RN', confirmedSpecialties: ['Oncology'], selectedStates: 'OH' }),
    200,
  );
  await stopApi(api.child, 'SIGKILL');
  await storeQueuedRequest(nurse.id);

  api = await startApi(port, dataDir);
  await waitForPlan(nurse);
  const plan = expectStatus(await nurse.client.get('/api/career-recommendations'), 200).body as { title: string }[];
  expect(plan.length).toBeGreaterThan(0);
  expect(new Set(plan.map((item) => item.title)).size).toBe(plan.length);

  await stopApi(api.child, 'SIGTERM');
  api = await startApi(port, dataDir);
  await new Promise((done) => setTimeout(done, 1000));
  expect(expectStatus(await nurse.client.get('/api/career-recommendations'), 200).body).toEqual(plan);
});
