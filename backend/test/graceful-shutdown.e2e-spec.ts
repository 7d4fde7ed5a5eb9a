/**
 * Graceful shutdown of the production build (backend/dist) run as its own process: on SIGTERM the
 * API turns not-ready, lets a request in flight finish, refuses new connections and exits 0 within
 * SHUTDOWN_GRACE_SECONDS; with its Redis killed first it still exits 0 within that bound, and so
 * does the worker. Redis here is a redis-server of the test's own on another port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LIVE_SOCKET_PATH } from '@nurse/domain';
import { io, type Socket } from 'socket.io-client';
import { authScreenPayload, expectStatus, setStatus, signupPayload } from './support/actors';
import { ApiClient } from './support/api-client';
import { freePort, startApi, stopApi } from './support/api-process';
import { NO_REDIS_SERVER, startRedisServer, type OwnRedis } from './support/redis-server';
import { ownerOf } from './support/staff';
import { flushRedis, TEST_ADMIN_PASSWORD, wipeDatabase } from './support/test-app';

const GRACE_SECONDS = 6;
/** Beyond the grace period: the process's own start of exit and the test's polling. */
const EXIT_MARGIN_MS = 1500;

jest.setTimeout(180_000);

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

function answerOf(res: IncomingMessage): Promise<Answer> {
  return new Promise((done, fail) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString()));
    res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    res.on('error', fail);
  });
}

/** A GET on a connection of its own (no keep-alive pool), so a refused connection shows as such. */
function getFresh(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => answerOf(res).then(done, fail))
      .on('error', fail)
      .end();
  });
}

/** A POST whose body is sent in two halves: in flight from the first half until `finish` is called. */
function slowPost(port: number, path: string, payload: unknown): { finish(): void; answer: Promise<Answer> } {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const answer = new Promise<Answer>((done, fail) => {
    req.on('response', (res) => answerOf(res).then(done, fail));
    req.on('error', fail);
  });
  req.write(body.subarray(0, half));
  return { finish: () => req.end(body.subarray(half)), answer };
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode, at: Date.now() });
  }
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal, at: Date.now() })));
}

async function until<T>(probe: () => Promise<T | null>, withinMs: number, what: string): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** A live nurse's open tab: her socket, and the reason it gives when it is disconnected. */
async function liveTab(url: string): Promise<{ socket: Socket; disconnected: Promise<string> }> {
  const nurse = new ApiClient(url);
  const { body } = expectStatus(await nurse.post('/api/auth/register', authScreenPayload()), 201);
  const admin = await ownerOf(url, url, TEST_ADMIN_PASSWORD).client();
  await setStatus(admin, body.id, 'live');
  const socket = io(url, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: url, cookie: `sid=${nurse.cookie('sid')}` },
  });
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  return { socket, disconnected: new Promise((done) => socket.once('disconnect', (reason) => done(reason))) };
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
const redisServers: OwnRedis[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nurse-shutdown-test-'));
  dataDirs.push(dir);
  return dir;
}

// On MariaDB the API below shares the worker's database: wiped first, so its owner is the one this suite makes.
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) await wipeDatabase(process.env.TEST_DATABASE_URL);
  if (process.env.TEST_REDIS_URL) await flushRedis(process.env.TEST_REDIS_URL);
});

afterAll(async () => {
  for (const child of children) await stopApi(child, 'SIGKILL');
  for (const redis of redisServers) await redis.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

it('finishes a request in flight, answers not ready meanwhile, refuses new connections and exits 0 within the bound', async () => {
  const port = await freePort();
  const api = await startApi(port, dataDir(), { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
  children.push(api.child);
  const exited = exitOf(api.child);
  const tab = await liveTab(api.url);
  const registration = slowPost(port, '/api/auth/register', signupPayload());
  // Several ordinary requests at once besides it.
  const others = Promise.all(Array.from({ length: 5 }, () => getFresh(port, '/api/health')));
  await new Promise((done) => setTimeout(done, 300));

  const signalledAt = Date.now();
  api.child.kill('SIGTERM');

  const notReady = await until(
    async () => {
      const answer = await getFresh(port, '/api/health/ready', { connection: 'keep-alive' }).catch(() => null);
      return answer?.status === 503 ? answer : null;
    },
    1000,
    'readiness turning 503',
  );
  expect(JSON.parse(notReady.body)).toEqual({ statusCode: 503, message: 'This instance is shutting down' });
  // Her transport closed, not a refusal: the client reconnects, through the proxy, to another instance.
  expect(await tab.disconnected).toBe('transport close');
  // Asked to keep the connection, it closes it: her next request opens one to an instance that stays.
  expect(notReady.headers.connection).toBe('close');
  expect((await others).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

  await until(
    () =>
      getFresh(port, '/api/health').then(
        () => null,
        (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? true : null),
      ),
    GRACE_SECONDS * 1000,
    'new connections being refused',
  );
  expect(api.child.exitCode).toBeNull();

  registration.finish();
  const registered = await registration.answer;
  expect(registered.status).toBe(201);
  expect(JSON.parse(registered.body).email).toBeTruthy();

  const exit = await exited;
  expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
  expect(exit.at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000 + EXIT_MARGIN_MS);
});

(NO_REDIS_SERVER ? describe.skip : describe)('with its Redis gone', () => {
  if (NO_REDIS_SERVER) console.warn(`Skipped: ${NO_REDIS_SERVER}`);

  it('the API exits 0 within the bound on SIGTERM, logging the outage without a flood of errors', async () => {
    const redis = await startRedisServer();
    redisServers.push(redis);
    const port = await freePort();
    let output = '';
    const api = await startApi(
      port,
      dataDir(),
      { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), REDIS_URL: redis.url },
      (text) => (output += text),
    );
    children.push(api.child);
    const exited = exitOf(api.child);

    await redis.stop();
    // Long enough for several reconnection attempts.
    await new Promise((done) => setTimeout(done, 2000));
    const signalledAt = Date.now();
    api.child.kill('SIGTERM');

    const exit = await exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000 + EXIT_MARGIN_MS);
    expect(output).not.toContain('Unhandled error event');
    expect(output.match(/Redis \(requests\) is unreachable/g) ?? []).toHaveLength(1);
  });

  it('the worker exits 0 within the bound on SIGTERM, with Redis up and with Redis gone', async () => {
    for (const redisGoes of [false, true]) {
      const redis = await startRedisServer();
      redisServers.push(redis);
      const worker = await startWorker(dataDir(), redis.url);
      children.push(worker);
      const exited = exitOf(worker);
      if (redisGoes) {
        await redis.stop();
        await new Promise((done) => setTimeout(done, 2000));
      }
      const signalledAt = Date.now();
      worker.kill('SIGTERM');

      const exit = await exited;
      expect({ redisGoes, code: exit.code, signal: exit.signal }).toEqual({ redisGoes, code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000 + EXIT_MARGIN_MS);
    }
  });
});

/** `node backend/dist/worker.js`, resolved once it says it is processing jobs. */
async function startWorker(dir: string, redisUrl: string): Promise<ChildProcess> {
  const worker = spawn(process.execPath, [resolve(__dirname, '../dist/worker.js')], {
    cwd: resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dir,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      REDIS_URL: redisUrl,
      SMTP_URL: '',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    let output = '';
    worker.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Worker processing jobs from Redis')) done();
    });
    worker.once('exit', (code) => fail(new Error(`The worker exited with code ${code} before it was processing jobs`)));
    setTimeout(() => fail(new Error('The worker did not start within 60 s')), 60_000).unref();
  });
  worker.stdout?.resume();
  return worker;
}
