#!/usr/bin/env node
// The fleet test: two API instances behind nginx (deploy/nginx/nurse.conf.template), a worker, one
// MySQL/MariaDB database, one Redis and one bucket, started by scripts/lib/fleet.mjs. It checks that
// any instance serves any request: a session, a photo, live events, rate limits, a suspension and
// housekeeping are shared, and all of it works through the proxy, which also steps around a killed
// instance. FLEET_DATABASE_URL and FLEET_REDIS_URL say where (both emptied first: counters, sessions
// and queued jobs in Redis name ids of the database); needs backend/dist and /usr/sbin/nginx.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import Redis from 'ioredis';
import mysql from 'mysql2/promise';
import sharp from 'sharp';
import { io } from 'socket.io-client';
import YAML from 'yaml';
import { emptyDatabase } from './lib/bench-database.mjs';
import { startFleet } from './lib/fleet.mjs';
import { registerNurse } from './lib/load-run.mjs';
import { waitUntil } from './lib/managed-process.mjs';
import { NGINX_TEMPLATE, renderTemplate, templateVariables } from './lib/nginx-proxy.mjs';
import { ADMIN_PASSWORD } from './lib/server.mjs';
import { ownerCookie } from './lib/owner-session.mjs';

const databaseUrl = process.env.FLEET_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/fleet';
const redisUrl = process.env.FLEET_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const PER_ACCOUNT = 3;
const PASSWORD = 'fleet-nurse-password';
// As libs/domain/src/constants.ts names them.
const LIVE_SOCKET_PATH = '/api/live';
const MESSAGE_EVENT = 'message';

let fleet;
let api1;
let api2;
let adminCookie;
let db;
const sockets = [];

before(async () => {
  await emptyDatabase(databaseUrl);
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  fleet = await startFleet({
    databaseUrl,
    redisUrl,
    env: {
      RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_WINDOW_SECONDS: '600',
      // Every other second, so both instances' schedulers fire within the test.
      HOUSEKEEPING_SCHEDULE: '*/2 * * * * *',
    },
  });
  [api1, api2] = fleet.instances.map((instance) => instance.url);
  console.log(`fleet: proxy ${fleet.url}, api-1 ${api1}, api-2 ${api2}, logs in ${fleet.logDir}`);
  db = await mysql.createConnection(databaseUrl);
  adminCookie = await ownerCookie(api1, ADMIN_PASSWORD);
});

after(async () => {
  for (const socket of sockets) socket.disconnect();
  await db?.end();
  await fleet?.stop();
});

/** One request; fails unless the status is `expected` (when given). Answers status, headers, body. */
async function call(base, method, path, { cookie, json, form, headers = {} } = {}, expected) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : form,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  if (expected !== undefined) assert.equal(res.status, expected, `${method} ${base}${path}: ${text.slice(0, 300)}`);
  let body = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body, bytes };
}

function cookieOf(res) {
  return res.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

let sequence = 0;
/** Registers a nurse through `base` and has the administrator let her in through api-1. */
async function liveNurse(base) {
  sequence += 1;
  const email = `fleet.${Date.now().toString(36)}${sequence}@example.org`;
  const { id, cookie } = await registerNurse({ url: base }, { name: 'Clara Barton', phone: '(555) 123-4567', email, password: PASSWORD });
  await call(api1, 'PUT', `/api/admin/users/${id}/status`, { cookie: adminCookie, json: { status: 'live' } }, 200);
  return { id, email, cookie };
}

const signIn = async (base, nurse) =>
  cookieOf(await call(base, 'POST', '/api/auth/login', { json: { email: nurse.email, password: PASSWORD } }, 200));

async function connect(a, b) {
  const { body } = await call(
    api1,
    'POST',
    '/api/connections/request',
    { cookie: a.cookie, json: { userId1: a.id, userId2: b.id, message: 'Hi' } },
    201,
  );
  await call(api2, 'PUT', `/api/connections/${body.id}/status`, { cookie: b.cookie, json: { status: 'accepted' } }, 200);
}

/** A tab's live socket on `base`, as the shell opens it; resolves once connected. */
async function liveSocket(base, cookie) {
  const socket = io(base, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: fleet.url, cookie },
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const nextEvent = (socket, event) => new Promise((resolve) => socket.once(event, resolve));

async function sendMessage(base, from, to, content) {
  const headers = { 'idempotency-key': randomUUID() };
  await call(base, 'POST', '/api/messages', { cookie: from.cookie, json: { toUserId: to.id, content }, headers }, 201);
}

test('docker-compose.yml runs this template with every variable set, in front of two like instances', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const compose = YAML.parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
  const { nginx, 'api-1': first, 'api-2': second } = compose.services;
  assert.ok(nginx.volumes.includes('./deploy/nginx/nurse.conf.template:/etc/nginx/templates/default.conf.template:ro'));
  assert.equal(NGINX_TEMPLATE, path.join(root, 'deploy/nginx/nurse.conf.template'));
  const rendered = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), nginx.environment);
  // The same upstream lines, failure rule included, as the launcher gives the proxy it tests.
  const { NGINX_API_SERVERS } = templateVariables({ port: 3000, upstreams: ['api-1:3000', 'api-2:3000'], accessLog: '/dev/stdout' });
  assert.equal(nginx.environment.NGINX_API_SERVERS, NGINX_API_SERVERS);
  assert.ok(rendered.includes(NGINX_API_SERVERS));
  assert.deepEqual(first.environment, second.environment);
  assert.equal(first.environment.TRUST_PROXY, 'true');
  assert.equal(first.environment.PROCESS_JOBS, 'false');
  assert.equal(first.environment.APP_URL, 'http://localhost:3000');
  assert.deepEqual(nginx.ports, ['3000:3000']);
});

test('a session opened on api-1 is honoured on api-2', async () => {
  const nurse = await liveNurse(api1);
  const cookie = await signIn(api1, nurse);
  const me = await call(api2, 'GET', '/api/auth/me', { cookie }, 200);
  assert.equal(me.body.id, nurse.id);
  await call(api2, 'POST', '/api/auth/logout', { cookie }, 200);
  await call(api1, 'GET', '/api/auth/me', { cookie }, 401);
});

test('a photo uploaded through api-1 is served by api-2 from the shared bucket', async () => {
  const nurse = await liveNurse(api1);
  const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a7f62' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
  const { body } = await call(api1, 'POST', `/api/users/${nurse.id}/avatar`, { cookie: nurse.cookie, form }, 200);
  const fromApi2 = await call(api2, 'GET', body.profileImage, {}, 200);
  const fromApi1 = await call(api1, 'GET', body.profileImage, {}, 200);
  assert.equal(fromApi2.headers.get('content-type'), 'image/webp');
  assert.ok(fromApi2.bytes.length > 0);
  assert.ok(fromApi2.bytes.equals(fromApi1.bytes), 'both instances serve the same bytes');

  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = fleet.env;
  const s3 = new S3Client({
    endpoint: S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  });
  const stored = await s3.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: `avatars/${body.profileImage.split('/').pop()}` }));
  assert.ok(Buffer.from(await stored.Body.transformToByteArray()).equals(fromApi2.bytes), 'the bucket holds those bytes');
  s3.destroy();
});

test("a message sent through api-1 reaches the recipient's socket on api-2", async () => {
  const [ana, ben] = [await liveNurse(api1), await liveNurse(api2)];
  await connect(ana, ben);
  const bensTab = await liveSocket(api2, ben.cookie);
  const received = nextEvent(bensTab, MESSAGE_EVENT);
  await sendMessage(api1, ana, ben, 'Across the fleet');
  const message = await received;
  assert.equal(message.content, 'Across the fleet');
  assert.equal(message.fromUserId, ana.id);
});

test('sign-in attempts on both instances count against one limit', async () => {
  const email = `fleet.limited.${Date.now().toString(36)}@example.org`;
  const statuses = [];
  for (let attempt = 0; attempt <= PER_ACCOUNT; attempt += 1) {
    const base = attempt % 2 === 0 ? api1 : api2;
    statuses.push((await call(base, 'POST', '/api/auth/login', { json: { email, password: 'not-her-password' } })).status);
  }
  assert.deepEqual(statuses, [...Array(PER_ACCOUNT).fill(401), 429]);
  assert.equal((await call(api1, 'POST', '/api/auth/login', { json: { email, password: 'not-her-password' } })).status, 429);
});

test('suspending a nurse on api-1 ends her session and closes her socket on api-2 at once', async () => {
  const nurse = await liveNurse(api2);
  const tab = await liveSocket(api2, nurse.cookie);
  await call(api2, 'GET', '/api/auth/me', { cookie: nurse.cookie }, 200);
  const closed = nextEvent(tab, 'disconnect');
  await call(api1, 'PUT', `/api/admin/users/${nurse.id}/status`, { cookie: adminCookie, json: { status: 'pending' } }, 200);
  assert.equal(await closed, 'io server disconnect');
  await call(api2, 'GET', '/api/auth/me', { cookie: nurse.cookie }, 401);
});

/** The housekeeping lines an instance wrote, by slot: 'ran' or 'skipped'. */
function housekeepingBySlot(instance) {
  const bySlot = new Map();
  for (const line of readFileSync(instance.logFile, 'utf8').split('\n')) {
    const match = /Housekeeping of (\S+) (removed|was claimed by another instance)/.exec(line);
    if (match) bySlot.set(match[1], match[2] === 'removed' ? 'ran' : 'skipped');
  }
  return bySlot;
}

test('housekeeping fired by both instances runs once per tick', async () => {
  const [first, second] = fleet.instances;
  const slot = await waitUntil(
    () => {
      const [a, b] = [housekeepingBySlot(first), housekeepingBySlot(second)];
      return [...a.keys()].find((key) => b.has(key));
    },
    { timeoutMs: 15_000, what: 'a housekeeping tick logged by both instances' },
  );
  const outcomes = [housekeepingBySlot(first).get(slot), housekeepingBySlot(second).get(slot)].sort();
  assert.deepEqual(outcomes, ['ran', 'skipped'], `tick ${slot}`);
  const [rows] = await db.query('SELECT finishedAt FROM housekeeping_runs WHERE slot = ?', [slot]);
  assert.equal(rows.length, 1);
  assert.notEqual(rows[0].finishedAt, null);
});

test('through nginx: sign-in, a live socket, a message round trip, request ids, both instances used', async () => {
  const [ana, ben] = [await liveNurse(fleet.url), await liveNurse(fleet.url)];
  await connect(ana, ben);
  ana.cookie = await signIn(fleet.url, ana);
  assert.equal((await call(fleet.url, 'GET', '/api/auth/me', { cookie: ana.cookie }, 200)).body.id, ana.id);
  const [anasTab, bensTab] = [await liveSocket(fleet.url, ana.cookie), await liveSocket(fleet.url, ben.cookie)];
  const toBen = nextEvent(bensTab, MESSAGE_EVENT);
  await sendMessage(fleet.url, ana, ben, 'Through the proxy');
  assert.equal((await toBen).content, 'Through the proxy');
  const toAna = nextEvent(anasTab, MESSAGE_EVENT);
  await sendMessage(fleet.url, ben, ana, 'And back');
  assert.equal((await toAna).content, 'And back');

  const given = await call(fleet.url, 'GET', '/api/health', { headers: { 'x-request-id': 'fleet-test-request-1' } }, 200);
  assert.equal(given.headers.get('x-request-id'), 'fleet-test-request-1');
  const made = await call(fleet.url, 'GET', '/api/health', {}, 200);
  assert.match(made.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/, "nginx's $request_id when the client sends none");

  const upstreams = () =>
    new Set([...readFileSync(`${fleet.logDir}/nginx-access.log`, 'utf8').matchAll(/upstream=(\S+)/g)].map((m) => m[1]));
  const both = fleet.instances.map((instance) => new URL(instance.url).host);
  await waitUntil(() => both.every((host) => upstreams().has(host)), {
    timeoutMs: 5000,
    what: 'requests on both instances in the access log',
  });
});

test("through nginx: a nurse's requests stay on one instance, requests without a session go to either", async () => {
  const nurse = await liveNurse(fleet.url);
  const run = Date.now().toString(36);
  const hers = Array.from({ length: 6 }, (_, i) => `fleet-affinity-${run}-hers-${i}`);
  const anyone = Array.from({ length: 20 }, (_, i) => `fleet-affinity-${run}-anyone-${i}`);
  for (const id of hers) await call(fleet.url, 'GET', '/api/auth/me', { cookie: nurse.cookie, headers: { 'x-request-id': id } }, 200);
  for (const id of anyone) await call(fleet.url, 'GET', '/api/health', { headers: { 'x-request-id': id } }, 200);

  const upstreamOf = (text, id) => new RegExp(`upstream=(\\S+) upstream_status=\\d+ request_id=${id}$`, 'm').exec(text)?.[1];
  const accessLog = () => readFileSync(`${fleet.logDir}/nginx-access.log`, 'utf8');
  await waitUntil(() => [...hers, ...anyone].every((id) => upstreamOf(accessLog(), id)), {
    timeoutMs: 5000,
    what: "the requests' lines in the access log",
  });
  const text = accessLog();
  assert.equal(new Set(hers.map((id) => upstreamOf(text, id))).size, 1, 'her requests were spread over the instances');
  // Twenty requests on one of two instances by chance: about one run in 500,000.
  assert.equal(new Set(anyone.map((id) => upstreamOf(text, id))).size, 2, 'requests without a session all went to one instance');
});

test('through nginx: the access log holds no link token, and the request id the API answered with', async () => {
  const nurse = await liveNurse(fleet.url);
  const feed = await call(fleet.url, 'POST', '/api/credentials/calendar-feed', { cookie: nurse.cookie, json: {} }, 201);
  const feedPath = new URL(feed.body.url).pathname;
  await call(fleet.url, 'GET', feedPath, {}, 200);
  const tokens = {
    feed: feedPath
      .split('/')
      .pop()
      .replace(/\.ics$/, ''),
    packet: randomBytes(32).toString('base64url'),
    unsubscribe: `7.message.${randomBytes(32).toString('base64url')}`,
    reset: randomBytes(32).toString('base64url'),
  };
  const addresses = [
    `/api/packets/${tokens.packet}`,
    `/API/Packets/${tokens.packet}/resume`,
    `/packet/${tokens.packet}`,
    `/api/unsubscribe/${tokens.unsubscribe}`,
    `/unsubscribe/${tokens.unsubscribe}`,
    `/reset-password?token=${tokens.reset}`,
  ];
  for (const address of addresses) await call(fleet.url, 'GET', address);
  // An id that would write fields of its own into the line: the API answers with one of its own instead.
  const forged = await call(fleet.url, 'GET', '/api/health', { headers: { 'x-request-id': 'forged-id upstream=10.9.9.9:1' } }, 200);
  const answeredId = forged.headers.get('x-request-id');
  assert.match(answeredId ?? '', /^[0-9a-f-]{36}$/);

  const accessLog = () => readFileSync(`${fleet.logDir}/nginx-access.log`, 'utf8');
  await waitUntil(() => accessLog().includes(answeredId), { timeoutMs: 5000, what: "the forged request's line in the access log" });
  const text = accessLog();
  for (const [name, token] of Object.entries(tokens)) assert.ok(!text.includes(token), `the ${name} token is in the access log`);
  assert.ok(!text.includes('forged-id'), "the client's own X-Request-Id is in the access log");
  assert.match(text, /"GET \/api\/packets\/:token HTTP\/1\.1" 404 /);
  assert.match(text, /"GET \/API\/Packets\/:token\/resume HTTP\/1\.1" /);
  assert.match(text, /"GET \/api\/credentials\/calendar-feed\/:token HTTP\/1\.1" 200 /);
  assert.match(text, /"GET \/reset-password HTTP\/1\.1" /);
  assert.match(text, new RegExp(`"GET /api/health HTTP/1\\.1" 200 .* request_id=${answeredId}$`, 'm'));
});

test('through nginx: with api-1 killed, reads and new messages are served by api-2; api-1 comes back', async () => {
  const [ana, ben] = [await liveNurse(fleet.url), await liveNurse(fleet.url)];
  await connect(ana, ben);
  const [first] = fleet.instances;
  await first.stop('SIGKILL');
  for (let i = 0; i < 4; i += 1) await call(fleet.url, 'GET', '/api/auth/me', { cookie: ana.cookie }, 200);
  // Refused connections send nothing, so nginx passes even a POST on to the other instance.
  await sendMessage(fleet.url, ana, ben, 'While api-1 is down');
  await first.start();
  await call(first.url, 'GET', '/api/auth/me', { cookie: ana.cookie }, 200);
});
