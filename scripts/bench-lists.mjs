#!/usr/bin/env node
// The admin lists at scale: seeds nurses (npm run seed), serves the production build on that
// database and load-tests each list with autocannon, GET /api/health as the yardstick in the same run:
//   page 1, a deep page (by cursor), a name search, a phone-digit search, the counters, the invitations
//   target for each: at least 30% of health's requests per second, p99 at most 100 ms
// On SQLite always (a fresh file); on MySQL/MariaDB too when BENCH_DATABASE_URL names a database,
// which is emptied first. Prints a table per database and exits 1 when a target is missed.
// Usage: npm run build && BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/bench npm run bench:lists
//        (BENCH_USERS, default 100000; BENCH_SECONDS, default 10; BENCH_CONNECTIONS, default 20)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { adminCookie, benchSeconds, getJson, measure, startBenchServer } from './lib/load-run.mjs';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = benchSeconds(10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP_SECONDS = 2;
const DEEP_POSITION = 40_000;
/** First names the seeder gives about one nurse in fifty: each a broad search nobody has made yet. */
const COMMON_NAMES = ['maria', 'james', 'olivia', 'priya', 'fatima', 'liam', 'sofia', 'emma', 'noah', 'grace'];

/** The cursor to the page that starts at DEEP_POSITION, walked to 100 rows at a time. */
async function deepCursor(server, cookie) {
  let cursor = '';
  for (let seen = 0; seen < DEEP_POSITION; seen += 100) {
    const page = await getJson(server, cookie, `/api/admin/users?pageSize=100${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = page.nextCursor;
  }
  return cursor;
}

/**
 * One request at a time for a broad search not yet remembered (see UserSearchIndex): what the first
 * administrator to search a common name waits, before the loaded runs repeat remembered searches.
 */
async function coldSearches(server, cookie) {
  const times = [];
  for (const name of COMMON_NAMES) {
    const started = performance.now();
    const page = await getJson(server, cookie, `/api/admin/users?search=${name}`);
    times.push({ ms: performance.now() - started, total: page.total });
  }
  times.sort((a, b) => a.ms - b.ms);
  return {
    p50: times[times.length >> 1].ms,
    max: times.at(-1).ms,
    matches: Math.round(times.reduce((sum, t) => sum + t.total, 0) / times.length),
  };
}

const timing = { warmupSeconds: WARMUP_SECONDS, seconds };

async function benchDatabase(label, env) {
  const server = await startBenchServer(env);
  try {
    const cookie = await adminCookie(server);
    const headers = { cookie };
    const somebody = (await getJson(server, cookie, '/api/admin/users?pageSize=1&search=garcia')).items[0];
    const phone = `(${somebody.phone.slice(0, 3)}) ${somebody.phone.slice(3, 6)}-${somebody.phone.slice(6)}`;
    const requests = [
      ['GET /api/health', '/api/health'],
      ['users, page 1', '/api/admin/users'],
      [`users, page at row ${DEEP_POSITION}`, `/api/admin/users?cursor=${await deepCursor(server, cookie)}`],
      ['users, name search "gia"', '/api/admin/users?search=gia'],
      [`users, phone search`, `/api/admin/users?search=${encodeURIComponent(phone)}`],
      ['counters (stats)', '/api/admin/stats'],
      ['invitations, page 1', '/api/admin/invitations'],
    ];
    const cold = await coldSearches(server, cookie);
    const rows = [];
    for (const [title, pathAndQuery] of requests)
      rows.push(await measure(title, { url: `${server.url}${pathAndQuery}`, headers, connections }, timing));
    return { label, rows, cold };
  } finally {
    await server.stop();
  }
}

function print({ label, seeded, rows, cold }) {
  const [health] = rows;
  console.log(
    `\n${label}: ${users} nurses seeded in ${seeded.toFixed(1)} s; ${connections} connections, ${seconds} s per request after ${WARMUP_SECONDS} s warm-up`,
  );
  console.log(
    `${'request'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  ${'of health'.padStart(9)}  result`,
  );
  let missed = 0;
  for (const row of rows) {
    const share = row.rps / health.rps;
    const ok = row.failed === 0 && (row === health || (share >= 0.3 && row.p99 <= 100));
    if (!ok) missed += 1;
    console.log(
      `${row.title.padEnd(32)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)}  ` +
        `${row === health ? 'yardstick' : `${(share * 100).toFixed(0)}%`}`.padStart(9) +
        `  ${ok ? 'ok' : 'MISSED'}${row.failed ? `, ${row.failed} failed` : ''}`,
    );
  }
  console.log(
    `first search for a common name, one at a time (${COMMON_NAMES.length} names, ~${cold.matches} matches each): ` +
      `p50 ${cold.p50.toFixed(1)} ms, max ${cold.max.toFixed(1)} ms`,
  );
  return missed;
}

const results = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'nurse-bench-lists-'));
try {
  const seeded = seed({ DATABASE_URL: '', DATA_DIR: dataDir }, ['--users', String(users)]);
  results.push({ ...(await benchDatabase('SQLite', { DATA_DIR: dataDir })), seeded });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) {
  await emptyDatabase(databaseUrl);
  const seeded = seed({ DATABASE_URL: databaseUrl }, ['--users', String(users)]);
  results.push({ ...(await benchDatabase('MySQL/MariaDB', { DATABASE_URL: databaseUrl })), seeded });
}
let missed = 0;
for (const result of results) missed += print(result);
console.log("(target for each list: at least 30% of health's req/s, p99 at most 100 ms)");
if (missed > 0) process.exitCode = 1;
