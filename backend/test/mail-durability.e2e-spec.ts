/**
 * Durable mail: the API, run as its own process from the production build, is killed with SIGKILL
 * while registrations and invitations are being acknowledged, then started again on the same data.
 * Every acknowledged email is delivered, and none twice (one .eml file per recipient). Runs on SQLite
 * with in-process jobs, or on MariaDB/MySQL with BullMQ when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ApiClient } from './support/api-client';
import { signupPayload, uniqueEmail } from './support/actors';
import { SUBJECTS } from './support/outbox';
import { flushRedis, TEST_ADMIN_PASSWORD, TEST_SESSION_SECRET, wipeDatabase } from './support/test-app';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'backend/dist/main.js');
/** Requests in flight at once, and how many emails are acknowledged before the kill. */
const PARALLEL = 6;
const PROMISED_BEFORE_KILL = 40;

jest.setTimeout(180_000);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Api {
  child: ChildProcess;
  url: string;
}

async function startApi(port: number, dataDir: string): Promise<Api> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SERVE_FRONTENDS: 'false',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SESSION_SECRET: TEST_SESSION_SECRET,
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The API did not become ready within 60 s');
    await new Promise((done) => setTimeout(done, 100));
  }
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill(signal);
  return exited;
}

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
let api: Api | null = null;

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'backend/rspack.config.js'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  dataDir = mkdtempSync(join(tmpdir(), 'nurse-kill-test-'));
  if (process.env.TEST_DATABASE_URL) await wipeDatabase(process.env.TEST_DATABASE_URL);
  if (process.env.TEST_REDIS_URL) await flushRedis(process.env.TEST_REDIS_URL);
});

afterAll(async () => {
  if (api) await stop(api.child, 'SIGTERM');
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
  await stop(api.child, 'SIGKILL');
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
