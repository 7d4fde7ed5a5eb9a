#!/usr/bin/env node
// Web Push at a burst: the built API and one worker (BullMQ) on a MariaDB server and a Redis of their
// own, the network seed, BENCH_RECIPIENTS (1,000) nurses with two devices each at a loopback push
// service, and one message to each of them from a connected nurse, all sent within one second. Reports
// how long after its send each message's two pushes were accepted by the push service (p50, p99, the
// last), and the statements the worker ran per push, from MariaDB's general log (the worker's
// connections are the ones that read push_subscriptions; the API only queues the jobs).
// Usage: npm run build && npm run bench:push. Needs mariadb-install-db / mariadbd and redis-server on the PATH.
import { createECDH, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { seed } from './lib/bench-database.mjs';
import { signInSeeded } from './lib/load-run.mjs';
import { startOwnMariaDb, startOwnRedis } from './lib/own-services.mjs';
import { seededNurses } from './lib/seeded-network.mjs';
import { freePort, startServer, startWorker } from './lib/server.mjs';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 1000);
const DEVICES_EACH = 2;
const SEND_WINDOW_MS = 1000;
const DEADLINE_MS = 5 * 60_000;

/** A push service that accepts every push signed with VAPID and encrypted with aes128gcm, noting when. */
async function startPushSink() {
  const arrivals = new Map();
  const problems = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const device = req.url.split('/').pop();
      if (
        !/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(req.headers.authorization ?? '') ||
        req.headers['content-encoding'] !== 'aes128gcm'
      ) {
        problems.push(`${device}: ${req.headers.authorization} ${req.headers['content-encoding']}`);
      }
      arrivals.set(device, Date.now());
      res.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    arrivals,
    problems,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Each recipient once, from a sender she is connected to; senders are never recipients. */
function pairsFrom(nurses) {
  const senders = new Set(nurses.map((nurse) => nurse.id));
  const taken = new Set();
  const pairs = [];
  for (const nurse of nurses) {
    for (const other of nurse.connections) {
      if (pairs.length === RECIPIENTS) return pairs;
      if (senders.has(other.id) || taken.has(other.id)) continue;
      taken.add(other.id);
      pairs.push({ sender: nurse, recipientId: other.id });
    }
  }
  return pairs;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const dir = mkdtempSync(path.join(tmpdir(), 'bench-push-'));
const mariadb = await startOwnMariaDb({ dir: path.join(dir, 'mariadb'), port: await freePort() });
const redis = await startOwnRedis({ dir: path.join(dir, 'redis'), port: await freePort() });
const sink = await startPushSink();
let server;
let worker;
try {
  console.log('Seeding 6,000 nurses with 30,000 connections...');
  seed({ DATABASE_URL: mariadb.url }, ['--users', '6000', '--connections', '30000', '--messages', '1000']);
  server = await startServer({
    DATABASE_URL: mariadb.url,
    REDIS_URL: redis.url,
    PROCESS_JOBS: 'false',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
  });
  worker = await startWorker(server);

  const pairs = pairsFrom(await seededNurses(mariadb.url, 600));
  if (pairs.length < RECIPIENTS) throw new Error(`Only ${pairs.length} recipients could be paired with a connected sender`);
  const senders = [...new Set(pairs.map((pair) => pair.sender))];
  console.log(`Signing in ${senders.length} senders; ${RECIPIENTS} recipients get ${DEVICES_EACH} devices each...`);
  const cookies = new Map();
  for (const sender of senders) cookies.set(sender.id, await signInSeeded(server, sender.email));

  const db = await mysql.createConnection(mariadb.url);
  const devicesOf = new Map();
  const rows = [];
  for (const { recipientId } of pairs) {
    const ids = [];
    for (let d = 0; d < DEVICES_EACH; d += 1) {
      const id = `n${recipientId}d${d}`;
      const endpoint = `${sink.url}/push/${id}`;
      const key = createECDH('prime256v1');
      key.generateKeys();
      const p256dh = key.getPublicKey().toString('base64url');
      rows.push([
        recipientId,
        endpoint,
        createHash('sha256').update(endpoint).digest('hex'),
        p256dh,
        randomBytes(16).toString('base64url'),
        'Bench phone',
        new Date(),
      ]);
      ids.push(id);
    }
    devicesOf.set(recipientId, ids);
  }
  await db.query('INSERT INTO push_subscriptions (userId, endpoint, endpointKey, p256dh, auth, deviceName, createdAt) VALUES ?', [rows]);

  const [[{ id: ownThread }]] = await db.query('SELECT CONNECTION_ID() AS id');
  await db.query("SET GLOBAL log_output = 'TABLE'");
  await db.query('TRUNCATE TABLE mysql.general_log');
  await db.query('SET GLOBAL general_log = 1');

  console.log(`Sending ${RECIPIENTS} messages within ${SEND_WINDOW_MS} ms...`);
  const sentAt = new Map();
  /** When the API answered 201: the message is stored and its push job queued. */
  const storedAt = new Map();
  const started = Date.now();
  await Promise.all(
    pairs.map(
      ({ sender, recipientId }, i) =>
        new Promise((resolve, reject) => {
          setTimeout(
            async () => {
              try {
                sentAt.set(recipientId, Date.now());
                const res = await fetch(`${server.url}/api/messages`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.get(sender.id) },
                  body: JSON.stringify({ toUserId: recipientId, content: `Can you cover my shift? (${i})` }),
                });
                if (res.status !== 201) throw new Error(`A send answered ${res.status}: ${await res.text()}`);
                storedAt.set(recipientId, Date.now());
                resolve();
              } catch (error) {
                reject(error);
              }
            },
            Math.floor((i * SEND_WINDOW_MS) / RECIPIENTS),
          );
        }),
    ),
  );
  const sendsDone = Date.now();
  const expected = RECIPIENTS * DEVICES_EACH;
  while (sink.arrivals.size < expected && Date.now() - started < DEADLINE_MS) await new Promise((resolve) => setTimeout(resolve, 50));
  const finished = Date.now();
  await db.query('SET GLOBAL general_log = 0');
  if (sink.arrivals.size < expected)
    throw new Error(`Only ${sink.arrivals.size} of ${expected} pushes arrived within ${DEADLINE_MS / 1000} s`);

  const [log] = await db.query(
    "SELECT thread_id, argument FROM mysql.general_log WHERE command_type IN ('Query', 'Execute') AND thread_id <> ?",
    [ownThread],
  );
  await db.end();
  const workerThreads = new Set(log.filter((row) => String(row.argument).includes('push_subscriptions')).map((row) => row.thread_id));
  const workerStatements = log.filter((row) => workerThreads.has(row.thread_id)).length;
  const apiStatements = log.length - workerStatements;

  const bothAccepted = (recipientId) => Math.max(...devicesOf.get(recipientId).map((id) => sink.arrivals.get(id)));
  const latencies = pairs.map(({ recipientId }) => bothAccepted(recipientId) - sentAt.get(recipientId)).sort((a, b) => a - b);
  const afterStored = pairs.map(({ recipientId }) => bothAccepted(recipientId) - storedAt.get(recipientId)).sort((a, b) => a - b);
  console.log(`\n${RECIPIENTS} messages sent in ${sendsDone - started} ms to nurses with ${DEVICES_EACH} devices each; one worker:`);
  console.log(`  every push accepted after: ${finished - started} ms (${expected} pushes)`);
  console.log(
    `  send to both pushes accepted, per message: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`,
  );
  console.log(
    `  stored (201) to both pushes accepted, per message: p50 ${percentile(afterStored, 50)} ms, p99 ${percentile(afterStored, 99)} ms, max ${afterStored.at(-1)} ms`,
  );
  console.log(
    `  worker statements per push: ${(workerStatements / expected).toFixed(2)} (${(workerStatements / RECIPIENTS).toFixed(2)} per message's job)`,
  );
  console.log(`  API statements per message sent: ${(apiStatements / RECIPIENTS).toFixed(2)}`);
  if (sink.problems.length > 0) console.log(`  pushes the sink found malformed: ${sink.problems.length}, e.g. ${sink.problems[0]}`);
} finally {
  await worker?.stop();
  await server?.stop();
  await sink.close();
  await redis.kill();
  await mariadb.kill();
  rmSync(dir, { recursive: true, force: true });
}
