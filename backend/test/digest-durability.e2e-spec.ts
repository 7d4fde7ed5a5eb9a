/**
 * A digest owed is durable: the API, run as its own process from the production build, is killed with
 * SIGKILL after a message is acknowledged and before its digest is due, then started again on the same
 * data. Exactly one digest reaches the recipient. SQLite with in-process jobs, or MariaDB/MySQL with
 * BullMQ when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { authScreenPayload } from './support/actors';
import { freePort, startApi, stopApi, type ApiProcess } from './support/api-process';
import { ownerOf } from './support/staff';
import { flushRedis, TEST_ADMIN_PASSWORD, wipeDatabase } from './support/test-app';

jest.setTimeout(120_000);

const DELAY_SECONDS = 4;
const settings = { DIGEST_DELAY_SECONDS: String(DELAY_SECONDS), DIGEST_SPACING_SECONDS: '1' };

let dataDir: string;
let api: ApiProcess | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nurse-digest-kill-'));
  if (process.env.TEST_DATABASE_URL) await wipeDatabase(process.env.TEST_DATABASE_URL);
  if (process.env.TEST_REDIS_URL) await flushRedis(process.env.TEST_REDIS_URL);
});

afterAll(async () => {
  if (api) await stopApi(api.child, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Digest emails (the ones that carry an unsubscribe header) to that address. */
function digestsTo(address: string): string[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((raw) => /^To: (.*)$/im.exec(raw)?.[1]?.trim().toLowerCase() === address.toLowerCase() && /List-Unsubscribe-Post/i.test(raw));
}

async function liveNurse(url: string, admin: ApiClient): Promise<{ client: ApiClient; id: number; email: string }> {
  const client = new ApiClient(url);
  const { body } = await client.post('/api/auth/register', authScreenPayload());
  await admin.put(`/api/admin/users/${body.id}/status`, { status: 'live' });
  return { client, id: body.id, email: body.email };
}

it('sends exactly one digest across a kill -9 between the event and the digest', async () => {
  const port = await freePort();
  api = await startApi(port, dataDir, settings);
  const admin = await ownerOf(api.url, api.url, TEST_ADMIN_PASSWORD).client();
  const [ann, bo] = [await liveNurse(api.url, admin), await liveNurse(api.url, admin)];
  const request = await ann.client.post('/api/connections/request', { userId1: ann.id, userId2: bo.id, message: 'Hello' });
  expect(request.status).toBe(201);

  await stopApi(api.child, 'SIGKILL');
  expect(digestsTo(bo.email)).toHaveLength(0);

  api = await startApi(port, dataDir, settings);
  const deadline = Date.now() + 30_000;
  while (digestsTo(bo.email).length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250));
  // Long enough for a second digest to appear if the restart had queued the first twice.
  await new Promise((done) => setTimeout(done, (DELAY_SECONDS + 2) * 1000));
  const digests = digestsTo(bo.email);
  expect(digests).toHaveLength(1);
  expect(digests[0]).toContain('wants to connect with you');
});
