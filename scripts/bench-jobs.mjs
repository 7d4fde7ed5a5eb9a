#!/usr/bin/env node
// The job board at scale, on MySQL/MariaDB: seeds nurses, open job listings and saved searches with
// alerts on (npm run seed -- --users --jobs --job-alerts), then
//   - how MariaDB reads a nurse's filtered search (three filters and the pay sort) and its count: the
//     EXPLAIN of each, which must use an index (never a scan of every listing);
//   - that search load-tested in turns with GET /api/health as the yardstick (target: at least 30% of
//     health's requests per second, p99 at most 100 ms);
//   - the job alert pass over every saved search, run once by the administrator's route (target:
//     within 60 s).
// Prints the figures and exits 1 when a target is missed.
// Usage: npm run build && BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/jobs npm run bench:jobs
//   BENCH_USERS (100000), BENCH_JOBS (20000), BENCH_JOB_ALERTS (10000), BENCH_REDIS_URL
//   (redis://127.0.0.1:6379/14, emptied), BENCH_REUSE=1 keeps the seeded database, BENCH_SECONDS (10),
//   BENCH_CONNECTIONS (10).
import Redis from 'ioredis';
import mysql from 'mysql2/promise';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { adminCookie, benchSeconds, connections, getJson, measureInTurns, signInSeeded, startBenchServer } from './lib/load-run.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/jobs';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const jobs = Number(process.env.BENCH_JOBS ?? 20_000);
const alerts = Number(process.env.BENCH_JOB_ALERTS ?? 10_000);
const seconds = benchSeconds(10);
const TARGETS = { searchShareOfHealth: 0.3, searchP99Ms: 100, passSeconds: 60 };

/** The search measured: three filters (a state, a shift, a minimum pay) sorted by pay, as a nurse sends it. */
const SEARCH = { state: 'TX', shift: 'nights', minHourlyCents: 5000, pageSize: 20 };
const SEARCH_PATH = `/api/jobs?state=${SEARCH.state}&shift=${SEARCH.shift}&minPay=${SEARCH.minHourlyCents / 100}&minPayUnit=hourly&sort=pay&pageSize=${SEARCH.pageSize}`;

/**
 * The statements JobsRepository issues for that search (backend/src/modules/careers/jobs/jobs.repository.ts):
 * the page, ordered by pay then id, and its count.
 */
const FILTER = "job.status IN ('open') AND job.state IN (?) AND job.shiftPattern IN (?) AND job.payMaxHourlyCents >= ?";
const STATEMENTS = {
  page: `SELECT job.id FROM jobs job WHERE ${FILTER} ORDER BY COALESCE(job.payMaxHourlyCents, -1) DESC, job.id + 0 DESC LIMIT ${SEARCH.pageSize + 1}`,
  count: `SELECT COUNT(DISTINCT job.id) FROM jobs job WHERE ${FILTER}`,
};

async function plans(db) {
  const params = [SEARCH.state, SEARCH.shift, SEARCH.minHourlyCents];
  const found = [];
  for (const [name, sql] of Object.entries(STATEMENTS)) {
    const [rows] = await db.query(`EXPLAIN ${sql}`, params);
    found.push({ name, ...rows[0] });
  }
  return found;
}

if (!process.env.BENCH_REUSE) {
  await emptyDatabase(databaseUrl);
  const seedSeconds = seed({ DATABASE_URL: databaseUrl }, [
    '--users',
    String(users),
    '--jobs',
    String(jobs),
    '--job-alerts',
    String(alerts),
  ]);
  console.log(`Seeded ${users} nurses, ${jobs} open listings and ${alerts} saved searches in ${seedSeconds.toFixed(0)} s`);
}
const redis = new Redis(redisUrl);
await redis.flushdb();
await redis.quit();

const db = await mysql.createConnection(databaseUrl);
const server = await startBenchServer({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PROCESS_JOBS: 'false' });
let missed = false;
try {
  const [[{ total }]] = await db.query("SELECT COUNT(*) AS total FROM jobs WHERE status = 'open'");
  console.log(`\nPlans of the search (${SEARCH_PATH}) over ${total} open listings:`);
  for (const plan of await plans(db)) {
    const scans = plan.type === 'ALL' || !plan.key;
    missed ||= scans;
    console.log(
      `  ${plan.name.padEnd(5)} access ${plan.type}, key ${plan.key ?? 'none'}, about ${plan.rows} rows read, ${plan.Extra ?? ''} ${scans ? 'SCANS EVERY ROW' : 'ok'}`,
    );
  }

  const [[nurse]] = await db.query("SELECT email FROM users WHERE accountStatus = 'live' ORDER BY id LIMIT 1");
  const cookie = await signInSeeded(server, nurse.email);
  const page = await getJson(server, cookie, SEARCH_PATH);
  console.log(`  the search answers ${page.items.length} listings of ${page.total}`);
  const [health, search] = await measureInTurns(
    [
      { title: 'GET /api/health', options: { url: `${server.url}/api/health`, connections }, pid: server.pid },
      { title: 'filtered search', options: { url: server.url + SEARCH_PATH, headers: { cookie }, connections }, pid: server.pid },
    ],
    { warmupSeconds: 2, seconds },
  );
  const share = search.rps / health.rps;
  const searchOk = share >= TARGETS.searchShareOfHealth && search.p99 <= TARGETS.searchP99Ms && search.failed === 0;
  missed ||= !searchOk;
  const cpu = (row) => (row.cpuMicros === null ? '' : `  ${row.cpuMicros.toFixed(0)} µs of API CPU a request`);
  console.log(
    `\nSearch at ${connections} connections, in turns (target: ${TARGETS.searchShareOfHealth * 100}% of health, p99 ${TARGETS.searchP99Ms} ms)`,
  );
  console.log(`  ${'GET /api/health'.padEnd(18)} ${health.rps.toFixed(0).padStart(6)} req/s  p99 ${health.p99} ms${cpu(health)}`);
  console.log(
    `  ${'filtered search'.padEnd(18)} ${search.rps.toFixed(0).padStart(6)} req/s  ${(share * 100).toFixed(0)}% of health  p99 ${search.p99} ms  ` +
      `${search.failed ? `${search.failed} failed  ` : ''}${searchOk ? 'ok' : 'MISSED'}${cpu(search)}`,
  );

  // The pass: every saved search was last checked a day ago (or by an earlier run of this benchmark).
  await db.query('UPDATE job_alerts SET checkedAt = NOW() - INTERVAL 1 DAY');
  const admin = await adminCookie(server);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/job-alerts/run`, { method: 'POST', headers: { cookie: admin } });
  const passSeconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`The job alert pass answered ${res.status}: ${await res.text()}`);
  const { alerted } = await res.json();
  const [[{ searches }]] = await db.query('SELECT COUNT(*) AS searches FROM job_alerts WHERE alertsOn = 1');
  const passOk = passSeconds <= TARGETS.passSeconds;
  missed ||= !passOk;
  console.log(
    `\nJob alert pass over ${searches} saved searches: ${alerted} told of new listings in ${passSeconds.toFixed(1)} s ` +
      `(target ${TARGETS.passSeconds} s) ${passOk ? 'ok' : 'MISSED'}`,
  );
} finally {
  await server.stop();
  await db.end();
}
process.exitCode = missed ? 1 : 0;
