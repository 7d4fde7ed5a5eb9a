#!/usr/bin/env node
// The licence wallet at scale, on MySQL/MariaDB: seeds nurses with three licences and two
// certifications each (npm run seed -- --wallet), then
//   - the daily renewal reminder pass, run once by the administrator's route on the production build
//     with Redis (BullMQ) and one worker beside it: how long it takes to plan and queue every due
//     milestone (target: within 60 s), and how MariaDB reads the entries expiring on a day (EXPLAIN:
//     the expiry index, never a scan of every licence);
//   - the Wallet screen's reads for one nurse (licences, certifications, where she can practise, CE
//     activities, CE progress of each licence, the calendar feed, her packets), each load-tested in
//     turns with GET /api/health as the yardstick (target: at least 60% of health's requests per
//     second, p99 at most 50 ms).
// Prints the figures and exits 1 when a target is missed.
// Usage: npm run build && BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/wallet npm run bench:wallet
//   BENCH_USERS (100000), BENCH_REDIS_URL (redis://127.0.0.1:6379/13, emptied), BENCH_REUSE=1 keeps
//   the seeded database, BENCH_SECONDS (10 a read), BENCH_CONNECTIONS (10).
import Redis from 'ioredis';
import mysql from 'mysql2/promise';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { adminCookie, benchSeconds, connections, getJson, measureInTurns, signInSeeded, startBenchServer } from './lib/load-run.mjs';
import { startWorker } from './lib/server.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/wallet';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = benchSeconds(10);
const TARGETS = { passSeconds: 60, readShareOfHealth: 0.6, readP99Ms: 50 };

/** How MariaDB reads the licences and certifications expiring within one day: the plan's rows. */
async function expiryPlans(db) {
  const day = new Date().toISOString().slice(0, 10);
  const plans = [];
  for (const table of ['licences', 'certifications']) {
    const [rows] = await db.query(`EXPLAIN SELECT id, userId, expiryDate FROM ${table} WHERE expiryDate BETWEEN ? AND ?`, [day, day]);
    const [[{ total }]] = await db.query(`SELECT COUNT(*) AS total FROM ${table}`);
    plans.push({ table, total: Number(total), ...rows[0] });
  }
  return plans;
}

if (!process.env.BENCH_REUSE) {
  await emptyDatabase(databaseUrl);
  const seedSeconds = seed({ DATABASE_URL: databaseUrl }, ['--users', String(users), '--wallet']);
  console.log(`Seeded ${users} nurses with 3 licences and 2 certifications each in ${seedSeconds.toFixed(0)} s`);
}
const redis = new Redis(redisUrl);
await redis.flushdb();
await redis.quit();

const db = await mysql.createConnection(databaseUrl);
const server = await startBenchServer({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PROCESS_JOBS: 'false' });
const worker = await startWorker(server);
let missed = false;
try {
  // The pass: reminders already claimed by an earlier run of the same day are not sent again, so a
  // rerun on a reused database starts from none.
  await db.query('DELETE FROM renewal_reminders');
  await db.query('DELETE FROM renewal_passes');
  const admin = await adminCookie(server);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/renewal-reminders/run`, { method: 'POST', headers: { cookie: admin } });
  const passSeconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`The reminder pass answered ${res.status}: ${await res.text()}`);
  const { sent } = await res.json();
  const passOk = passSeconds <= TARGETS.passSeconds;
  missed ||= !passOk;
  console.log(
    `\nReminder pass over ${users * 5} entries: ${sent} milestones due, planned and queued in ${passSeconds.toFixed(1)} s ` +
      `(target ${TARGETS.passSeconds} s) ${passOk ? 'ok' : 'MISSED'}`,
  );
  for (const plan of await expiryPlans(db)) {
    const scans = plan.type === 'ALL';
    missed ||= scans;
    console.log(
      `  entries expiring on a day from ${plan.table} (${plan.total} rows): access ${plan.type}, key ${plan.key ?? 'none'}, ` +
        `about ${plan.rows} rows read ${scans ? 'SCANS EVERY ROW' : 'ok'}`,
    );
  }

  // The Wallet screen of a live seeded nurse.
  const [[nurse]] = await db.query("SELECT email FROM users WHERE accountStatus = 'live' ORDER BY id LIMIT 1");
  const cookie = await signInSeeded(server, nurse.email);
  const licences = await getJson(server, cookie, '/api/credentials/licences');
  const reads = [
    ['licences', '/api/credentials/licences'],
    ['certifications', '/api/credentials/certifications'],
    ['where she can practise', '/api/credentials/practice'],
    ['CE activities', '/api/credentials/ce-activities'],
    ...licences.items.map((licence, index) => [`CE progress, licence ${index + 1}`, `/api/credentials/licences/${licence.id}/ce-progress`]),
    ['calendar feed', '/api/credentials/calendar-feed'],
    ['packets', '/api/credentials/packets'],
  ];
  const targets = [
    { title: 'GET /api/health', options: { url: `${server.url}/api/health`, connections }, pid: server.pid },
    ...reads.map(([title, path]) => ({ title, options: { url: server.url + path, headers: { cookie }, connections }, pid: server.pid })),
  ];
  const [health, ...measured] = await measureInTurns(targets, { warmupSeconds: 2, seconds });
  console.log(
    `\nWallet screen reads at ${connections} connections, in turns (target: ${TARGETS.readShareOfHealth * 100}% of health, p99 ${TARGETS.readP99Ms} ms)`,
  );
  const cpu = (row) => (row.cpuMicros === null ? '' : `  ${row.cpuMicros.toFixed(0)} µs of API CPU a request`);
  console.log(`  ${'GET /api/health'.padEnd(24)} ${health.rps.toFixed(0).padStart(6)} req/s  p99 ${health.p99} ms${cpu(health)}`);
  for (const row of measured) {
    const share = row.rps / health.rps;
    const ok = share >= TARGETS.readShareOfHealth && row.p99 <= TARGETS.readP99Ms && row.failed === 0;
    missed ||= !ok;
    console.log(
      `  ${row.title.padEnd(24)} ${row.rps.toFixed(0).padStart(6)} req/s  ${(share * 100).toFixed(0).padStart(3)}% of health  ` +
        `p99 ${row.p99} ms  ${row.failed ? `${row.failed} failed  ` : ''}${ok ? 'ok' : 'MISSED'}${cpu(row)}`,
    );
  }
} finally {
  await worker.stop();
  await server.stop();
  await db.end();
}
process.exitCode = missed ? 1 : 0;
