#!/usr/bin/env node
// The network at scale: seeds nurses, connections and messages (npm run seed), serves the production
// build on that database, and measures, with GET /api/health as the yardstick in the same run:
//   at 50 connections in turns, as one nurse with the most conversations: her conversation list, her unread
//   count (target: at least 60% of health, p99 at most 50 ms) and people search;
//   send-to-screen delivery over 1,000 messages sent over HTTP to 500 nurses each with an open socket
//   (target: p99 at most 250 ms);
//   the server's memory per 1,000 open sockets, and what 1,000 idle open tabs cost: HTTP requests
//   (none: tabs poll only while their socket is down) and heartbeat frames.
// On the MySQL/MariaDB database BENCH_DATABASE_URL names (emptied first), else on a fresh SQLite file.
// Usage: npm run build && BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/bench npm run bench:network
//        (BENCH_USERS 100000, BENCH_NETWORK_CONNECTIONS 1000000, BENCH_MESSAGES 2000000, BENCH_SECONDS 15;
//        BENCH_REUSE=1 measures the MySQL/MariaDB database the last run seeded again, without seeding)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database } from './lib/sqlite-database.mjs';
import mysql from 'mysql2/promise';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { openLiveTab } from './lib/live-tab.mjs';
import { benchSeconds, measureInTurns, signInSeeded as signIn, startBenchServer } from './lib/load-run.mjs';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const networkConnections = Number(process.env.BENCH_NETWORK_CONNECTIONS ?? 1_000_000);
const messages = Number(process.env.BENCH_MESSAGES ?? 2_000_000);
const seconds = benchSeconds(15);
const LOAD_CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const RECIPIENTS = 500;
const DELIVERED = 1000;
const IDLE_SOCKETS = 1000;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

const databaseUrl = process.env.BENCH_DATABASE_URL;
const reuse = Boolean(databaseUrl && process.env.BENCH_REUSE);
const dataDir = mkdtempSync(path.join(tmpdir(), 'nurse-bench-network-'));
const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir };

/** Runs SQL on the seeded database, outside the server. */
async function openDatabase() {
  if (databaseUrl) {
    const connection = await mysql.createConnection(databaseUrl);
    return { all: async (sql, params = []) => (await connection.query(sql, params))[0], close: () => connection.end() };
  }
  const db = new Database(path.join(dataDir, 'nurse-network.sqlite'), { readonly: true });
  return { all: async (sql, params = []) => db.prepare(sql).all(...params), close: async () => db.close() };
}

/** Signs in many nurses, a few at a time (each sign-in hashes a password). */
async function signInAll(server, emails) {
  const cookies = new Map();
  for (let start = 0; start < emails.length; start += 8) {
    await Promise.all(emails.slice(start, start + 8).map(async (email) => cookies.set(email, await signIn(server, email))));
  }
  return cookies;
}

const timing = { warmupSeconds: WARMUP_SECONDS, seconds, rounds: 5 };
const load = (url, headers) => ({ url, headers, connections: LOAD_CONNECTIONS });

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The request runs at 50 connections as the nurse with the most conversations. */
async function loadRuns(server, db) {
  const [busiest] = await db.all(
    'SELECT u.id, u.email, u.name, COUNT(*) AS conversations FROM conversations c JOIN users u ON u.id = c.ownerId ' +
      "WHERE u.accountStatus = 'live' GROUP BY u.id, u.email, u.name ORDER BY conversations DESC LIMIT 1",
  );
  const cookie = await signIn(server, busiest.email);
  const headers = { cookie };
  const surname = busiest.name.split(' ').at(-1);
  const search = `${server.url}/api/users/search?q=${encodeURIComponent(surname)}`;
  const targets = [
    { title: 'GET /api/health', options: load(`${server.url}/api/health`, headers) },
    // Her session and account alone: what every signed-in read costs before its own query.
    { title: 'GET /api/auth/me', options: load(`${server.url}/api/auth/me`, headers) },
    { title: `conversations (${busiest.conversations} in all)`, options: load(`${server.url}/api/conversations/${busiest.id}`, headers) },
    { title: 'unread count', options: load(`${server.url}/api/unread-messages/${busiest.id}`, headers) },
  ];
  if ((await fetch(search, { headers })).ok) targets.push({ title: `people search "${surname}"`, options: load(search, headers) });
  return measureInTurns(targets, timing);
}

/** 1,000 messages over HTTP to 500 nurses with an open socket each: from the POST to the socket event. */
async function delivery(server, db) {
  const pairs = await db.all(
    'SELECT c.requesterId AS senderId, s.email AS sender, c.addresseeId AS recipientId, r.email AS recipient FROM connections c ' +
      "JOIN users s ON s.id = c.requesterId JOIN users r ON r.id = c.addresseeId WHERE c.status = 'accepted' ORDER BY c.id LIMIT 20000",
  );
  const chosen = new Map();
  for (const pair of pairs) if (!chosen.has(pair.recipientId) && chosen.size < RECIPIENTS) chosen.set(pair.recipientId, pair);
  const routes = [...chosen.values()];
  const cookies = await signInAll(server, [...new Set(routes.flatMap((route) => [route.sender, route.recipient]))]);
  const waiting = new Map();
  const sockets = [];
  for (const route of routes) {
    const socket = await openLiveTab(server, cookies.get(route.recipient));
    socket.on('message', (message) => waiting.get(message.content)?.());
    sockets.push(socket);
  }
  const latencies = [];
  const sendOne = async (index) => {
    const route = routes[index % routes.length];
    const content = `bench delivery ${index}`;
    const started = performance.now();
    const delivered = new Promise((resolve) => waiting.set(content, resolve));
    const res = await fetch(`${server.url}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.get(route.sender), origin: server.url },
      body: JSON.stringify({ toUserId: route.recipientId, content }),
    });
    if (res.status !== 201) throw new Error(`Sending failed: ${res.status} ${await res.text()}`);
    await delivered;
    latencies.push(performance.now() - started);
  };
  // Ten senders at a time, as a steady stream rather than one burst.
  for (let start = 0; start < DELIVERED; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, DELIVERED - start) }, (_, i) => sendOne(start + i)));
  }
  latencies.sort((a, b) => a - b);
  return { sockets, cookies, routes, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Server memory and idle cost with 1,000 sockets open (two tabs for each of the 500 nurses). */
async function idleTabs(server, { sockets, cookies, routes }) {
  for (const socket of sockets) socket.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  global.gc?.();
  const before = rssMb(server.pid);
  const open = [];
  for (let index = 0; index < IDLE_SOCKETS; index += 1)
    open.push(await openLiveTab(server, cookies.get(routes[index % routes.length].recipient)));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssMb(server.pid);
  let pings = 0;
  for (const socket of open) socket.io.engine.on('ping', () => (pings += 1));
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  for (const socket of open) socket.disconnect();
  return { perThousandMb: ((after - before) * 1000) / IDLE_SOCKETS, before, after, pingsPerSecond: pings / IDLE_SECONDS };
}

try {
  let seededIn = null;
  if (!reuse) {
    if (databaseUrl) await emptyDatabase(databaseUrl);
    seededIn = seed(env, ['--users', String(users), '--connections', String(networkConnections), '--messages', String(messages)]);
  }
  const server = await startBenchServer(env);
  const db = await openDatabase();
  try {
    const rows = await loadRuns(server, db);
    const sent = await delivery(server, db);
    const idle = await idleTabs(server, sent);
    const label = databaseUrl ? 'MySQL/MariaDB' : 'SQLite';
    console.log(
      `\n${label}: ${users} nurses, ${networkConnections} connections, ${messages} messages ${seededIn === null ? 'seeded by an earlier run' : `seeded in ${seededIn.toFixed(1)} s`}; ` +
        `${LOAD_CONNECTIONS} connections, ${seconds} s per request in ${timing.rounds} turns after a ${WARMUP_SECONDS} s warm-up (medians of the turns)`,
    );
    console.log(`${'request'.padEnd(36)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  ${'of health'.padStart(9)}`);
    const [health] = rows;
    let missed = 0;
    for (const row of rows) {
      const share = row.rps / health.rps;
      const target = row.title === 'unread count' ? share >= 0.6 && row.p99 <= 50 : true;
      if (!target || row.failed) missed += 1;
      console.log(
        `${row.title.padEnd(36)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)}  ` +
          `${row === health ? 'yardstick' : `${(share * 100).toFixed(0)}%`}`.padStart(9) +
          `${row.title === 'unread count' ? `  ${target ? 'ok' : 'MISSED'} (target 60%, p99 50 ms)` : ''}${row.failed ? `, ${row.failed} failed` : ''}`,
      );
    }
    const deliveryOk = sent.p99 <= 250;
    if (!deliveryOk) missed += 1;
    console.log(
      `delivery, ${DELIVERED} messages to ${RECIPIENTS} open sockets: p50 ${sent.p50.toFixed(1)} ms, p99 ${sent.p99.toFixed(1)} ms ` +
        `(${deliveryOk ? 'ok' : 'MISSED'}, target p99 250 ms)`,
    );
    console.log(
      `${IDLE_SOCKETS} open sockets: server RSS ${idle.before.toFixed(0)} -> ${idle.after.toFixed(0)} MB, ` +
        `${idle.perThousandMb.toFixed(1)} MB per 1,000; idle: 0 HTTP requests/s, ${idle.pingsPerSecond.toFixed(1)} heartbeat frames/s ` +
        `(polling while the socket is down, unread every 5 s and requests every 10 s: ${(IDLE_SOCKETS * (1 / 5 + 1 / 10)).toFixed(0)} requests/s)`,
    );
    if (missed > 0) process.exitCode = 1;
  } finally {
    await db.close();
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
