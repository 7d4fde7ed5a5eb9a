/**
 * Durable mail: the API, run as its own process from the production build, is killed with SIGKILL
 * while registrations and invitations are being acknowledged, then started again on the same data.
 * Every acknowledged email is delivered, and none twice (one .eml file per recipient). Runs on SQLite
 * with in-process jobs, or on MariaDB/MySQL with BullMQ when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from './support/api-client';
import { signupPayload, uniqueEmail } from './support/actors';
import { SUBJECTS } from './support/outbox';
import { freePort, startApi, stopApi, type ApiProcess } from './support/api-process';
import { flushRedis, wipeDatabase } from './support/test-app';

/** Requests in flight at once, and how many emails are acknowledged before the kill. */
const PARALLEL = 6;
const PROMISED_BEFORE_KILL = 40;

jest.setTimeout(180_000);

/** Recipient and subject of every .eml file in the outbox folder. */
function delivered(dataDir: string): { to: string; subject: string }[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .map((raw) => ({
      to: (/^To: (.*)$/im.exec(raw)?.[1] ?? '').trim().toLowerCase(),
      subject: (/^Subject: (.*)$/im.exec(raw)?.[1] ?? '').trim(),
    }));
}

/** What each acknowledged request promised: one email to each address, with this subject. */
type Promised = Map<string, string>;

/** Registrations with one invitation each, acknowledged or not, until `until` says stop. */
async function loadUntil(url: string, promised: Promised, until: () => boolean): Promise<void> {
  const worker = async () => {
    while (!until()) {
      const nurse = signupPayload();
      const invitee = uniqueEmail('invitee');
      const client = new ApiClient(url);
      try {
        const registered = await client.post('/api/auth/register', { ...nurse, invitationEmails: [invitee] });
        if (registered.status !== 201) continue;
        promised.set(nurse.email.toLowerCase(), SUBJECTS.welcome);
        promised.set(invitee, SUBJECTS.invitation);
        const colleague = uniqueEmail('colleague');
        const invited = await client.post('/api/send-invites', { emails: [colleague] });
        if (invited.status === 200 || invited.status === 201) promised.set(colleague, SUBJECTS.invitation);
      } catch {
        return; // the API is gone
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

let dataDir: string;
let api: ApiProcess | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nurse-kill-test-'));
  if (process.env.TEST_DATABASE_URL) await wipeDatabase(process.env.TEST_DATABASE_URL);
  if (process.env.TEST_REDIS_URL) await flushRedis(process.env.TEST_REDIS_URL);
});

afterAll(async () => {
  if (api) await stopApi(api.child, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

it('delivers every acknowledged email exactly once across a kill -9 and a restart', async () => {
  const port = await freePort();
  api = await startApi(port, dataDir);
  const promised: Promised = new Map();
  let killed = false;
  const load = loadUntil(api.url, promised, () => killed);
  const loadDeadline = Date.now() + 60_000;
  while (promised.size < PROMISED_BEFORE_KILL && Date.now() < loadDeadline) await new Promise((done) => setTimeout(done, 20));
  // Killed while requests are in flight and emails of acknowledged ones are still queued.
  await stopApi(api.child, 'SIGKILL');
  killed = true;
  await load;
  expect(promised.size).toBeGreaterThanOrEqual(PROMISED_BEFORE_KILL);

  api = await startApi(port, dataDir);
  const deadline = Date.now() + 90_000;
  let missing: string[] = [...promised.keys()];
  while (missing.length > 0 && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 250));
    const recipients = new Set(delivered(dataDir).map((mail) => mail.to));
    missing = [...promised.keys()].filter((to) => !recipients.has(to));
  }
  expect(missing).toEqual([]);

  const mails = delivered(dataDir);
  const perRecipient = new Map<string, number>();
  for (const mail of mails) perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
  expect([...perRecipient].filter(([, count]) => count > 1)).toEqual([]);
  for (const [to, subject] of promised) expect(mails.find((mail) => mail.to === to)?.subject).toContain(subject);
});
