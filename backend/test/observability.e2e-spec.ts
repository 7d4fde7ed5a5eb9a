/**
 * Seeing inside a running instance: every answer carries a request id (a well-formed incoming one is
 * kept), the jobs a request enqueues run under its id, and Prometheus metrics are served on a port of
 * their own, never the public one, behind a bearer token when one is configured.
 */
import { LIVE_SOCKET_PATH } from '@nurse/domain';
import { io, type Socket } from 'socket.io-client';
import { DATABASE_POOL_SIZE } from '../src/database/database-options';
import { JobProcessorsRegistry } from '../src/jobs/job-processors.registry';
import { currentRequestId } from '../src/observability/request-scope';
import { expectStatus, liveNurse, pendingNurse } from './support/actors';
import { freePort } from './support/api-process';
import { eventually } from './support/eventually';
import { startTestApp, TEST_APP_URL, useTestApp, type TestApp } from './support/test-app';

/** TEST_DATABASE_URL runs the suite on MySQL/MariaDB, whose connections come from a pool. */
const onMysql = Boolean(process.env.TEST_DATABASE_URL);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SCRAPE_TOKEN = 'scrape-token-0123456789abcdef';

let metricsPort = 0;
beforeAll(async () => {
  metricsPort = await freePort();
});
const app = useTestApp(() => ({ METRICS_PORT: String(metricsPort) }));

function scrape(port: number, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/metrics`, { headers });
}

/** The value of one sample line of the Prometheus text, or undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && wanted.every((label) => row.includes(label)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('request ids', () => {
  it('gives an answer a new id', async () => {
    const res = await app.client().get('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('keeps a well-formed incoming id', async () => {
    const res = await app.client().get('/api/health', { headers: { 'X-Request-Id': 'edge-proxy-4f1c2a9b' } });
    expect(res.headers.get('x-request-id')).toBe('edge-proxy-4f1c2a9b');
  });

  it('replaces a malformed incoming id', async () => {
    const res = await app.client().get('/api/health', { headers: { 'X-Request-Id': 'not an id; <script>' } });
    expect(res.headers.get('x-request-id')).toMatch(UUID);
  });

  it('carries the id into the jobs the request enqueues', async () => {
    const nurse = await pendingNurse(app);
    const processors = app.nest.get(JobProcessorsRegistry);
    const jobs: { name: string; requestId: string | undefined }[] = [];
    const run = processors.run.bind(processors);
    const spy = jest.spyOn(processors, 'run').mockImplementation((name, payload) => {
      jobs.push({ name, requestId: currentRequestId() });
      return run(name, payload);
    });
    try {
      const res = await app
        .client()
        .post('/api/auth/forgot-password', { email: nurse.email }, { headers: { 'X-Request-Id': 'reset-request-7d3e' } });
      expectStatus(res, 200);
      await eventually(() => expect(jobs).toContainEqual({ name: 'send-email', requestId: 'reset-request-7d3e' }));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and status class, in Prometheus text', async () => {
    const nurse = await liveNurse(app);
    expectStatus(await nurse.client.get(`/api/users/${nurse.id}`), 200);
    const res = await scrape(metricsPort);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(sample(text, 'ncn_http_requests_total', { method: 'GET', route: '/api/users/:id', status_class: '2xx' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sample(text, 'ncn_http_request_duration_seconds_count', { route: '/api/users/:id', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/users/${nurse.id}"`);
    expect(sample(text, 'ncn_jobs', { state: 'failed' })).toBeDefined();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('labels an unknown API address as unmatched, not by its address', async () => {
    await app.client().get('/api/no-such-route/12345');
    const text = await (await scrape(metricsPort)).text();
    expect(sample(text, 'ncn_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-route');
  });

  it('labels a route by its registered path whatever case the client writes it in: 1,000 case variants add no series', async () => {
    const path = '/api/notifications';
    const series = async () =>
      (await (await scrape(metricsPort)).text()).split('\n').filter((row) => row.startsWith('ncn_http_request')).length;
    expectStatus(await app.client().get(path), 401);
    const before = await series();
    const letters = [...path].map((char, index) => ({ char, index })).filter(({ char }) => /[a-z]/.test(char));
    const variants = Array.from({ length: 1000 }, (_, n) =>
      [...path].map((char, index) => (((n + 1) >> letters.findIndex((l) => l.index === index)) & 1 ? char.toUpperCase() : char)).join(''),
    );
    expect(new Set(variants).size).toBe(1000);
    for (let start = 0; start < variants.length; start += 25) {
      const answers = await Promise.all(variants.slice(start, start + 25).map((variant) => app.client().get(variant)));
      for (const res of answers) expectStatus(res, 401);
    }
    const text = await (await scrape(metricsPort)).text();
    expect(await series()).toBe(before);
    expect(sample(text, 'ncn_http_requests_total', { route: path, status_class: '4xx' })).toBeGreaterThanOrEqual(1001);
  });

  it('counts the live sockets open on the instance', async () => {
    const nurse = await liveNurse(app);
    const socket: Socket = io(app.baseUrl, {
      path: LIVE_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin: TEST_APP_URL, cookie: `sid=${nurse.client.cookie('sid')}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(sample(await (await scrape(metricsPort)).text(), 'ncn_live_sockets')).toBe(1);
    } finally {
      socket.disconnect();
    }
    await eventually(async () => expect(sample(await (await scrape(metricsPort)).text(), 'ncn_live_sockets')).toBe(0));
  });

  (onMysql ? it : it.skip)("counts the database pool's connections open and in use, its size, and waits for a connection", async () => {
    const pool = async () => {
      const text = await (await scrape(metricsPort)).text();
      return {
        open: sample(text, 'ncn_db_pool_connections', { state: 'open' }),
        inUse: sample(text, 'ncn_db_pool_connections', { state: 'in_use' }),
        size: sample(text, 'ncn_db_pool_size'),
        waits: sample(text, 'ncn_db_pool_waits_total') ?? NaN,
      };
    };
    expectStatus(await (await liveNurse(app)).client.get('/api/auth/me'), 200);
    const idle = await pool();
    expect(idle.size).toBe(DATABASE_POOL_SIZE);
    expect(idle.open).toBeGreaterThanOrEqual(1);
    await eventually(async () => expect((await pool()).inUse).toBe(0));

    // Every connection taken, then one more asked for: that request waits until one comes back.
    const holders = Array.from({ length: DATABASE_POOL_SIZE }, () => app.dataSource.createQueryRunner());
    await Promise.all(holders.map((holder) => holder.connect()));
    const full = await pool();
    expect(full).toMatchObject({ open: DATABASE_POOL_SIZE, inUse: DATABASE_POOL_SIZE });
    const latecomer = app.dataSource.createQueryRunner();
    const waiting = latecomer.connect();
    await eventually(async () => expect((await pool()).waits).toBeGreaterThan(full.waits));
    await holders[0].release();
    await waiting;
    await Promise.all([latecomer, ...holders.slice(1)].map((holder) => holder.release()));
    await eventually(async () => expect(await pool()).toMatchObject({ open: DATABASE_POOL_SIZE, inUse: 0 }));
  });

  (onMysql ? it.skip : it)('has no database pool metrics on SQLite', async () => {
    const text = await (await scrape(metricsPort)).text();
    for (const name of ['ncn_db_pool_connections', 'ncn_db_pool_size', 'ncn_db_pool_waits_total']) expect(text).not.toContain(name);
  });

  it('is not served on the public port', async () => {
    for (const path of ['/metrics', '/api/metrics']) expect((await app.client().get(path)).status).toBe(404);
  });

  describe('with a token', () => {
    let guarded: TestApp;
    let guardedPort = 0;

    beforeAll(async () => {
      guardedPort = await freePort();
      guarded = await startTestApp({ METRICS_PORT: String(guardedPort), METRICS_TOKEN: SCRAPE_TOKEN }, app);
    });
    afterAll(() => guarded?.close());

    it('refuses a scrape without it or with another', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { Authorization: 'Bearer another-token-0123456789' },
        { Authorization: SCRAPE_TOKEN },
      ];
      for (const headers of attempts) {
        const res = await scrape(guardedPort, headers);
        expect(res.status).toBe(401);
        expect(await res.text()).toBe('');
      }
    });

    it('answers a scrape that sends it', async () => {
      const res = await scrape(guardedPort, { Authorization: `Bearer ${SCRAPE_TOKEN}` });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('ncn_http_requests_total');
    });
  });
});
