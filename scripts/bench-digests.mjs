#!/usr/bin/env node
// Email digests at scale: seeds the network (npm run seed), makes BENCH_DUE nurses (10,000) each owe a
// digest of unread messages that comes due at the same moment, and measures how long the job
// processes take until every digest is in the mail outbox: with one worker, then with two (BullMQ on
// Redis), or the API's in-process queue on the embedded defaults. Reports the database statements
// per digest (MySQL/MariaDB's Questions counter; deliveries of the emails included). Then, with GET
// /api/health as the yardstick in the same run, her notification list and her bell count at 50
// connections (target: each at least 60% of health, p99 at most 50 ms).
// Usage: npm run build && BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/bench BENCH_REDIS_URL=redis://127.0.0.1:6379/3 \
//        npm run bench:digests
//        (BENCH_USERS 100000, BENCH_NETWORK_CONNECTIONS 1000000, BENCH_MESSAGES 2000000, BENCH_DUE 10000, BENCH_SECONDS 10;
//        BENCH_REUSE=1 measures the MySQL/MariaDB database the last run seeded again, without seeding)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database } from './lib/sqlite-database.mjs';
import Redis from 'ioredis';
import mysql from 'mysql2/promise';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { benchSeconds, measureInTurns, signInSeeded as signIn, startBenchServer } from './lib/load-run.mjs';
import { startWorker } from './lib/server.mjs';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const networkConnections = Number(process.env.BENCH_NETWORK_CONNECTIONS ?? 1_000_000);
const messages = Number(process.env.BENCH_MESSAGES ?? 2_000_000);
const due = Number(process.env.BENCH_DUE ?? 10_000);
const seconds = benchSeconds(10);
const LIST_LENGTH = 60;
const DEADLINE_MS = 10 * 60_000;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = databaseUrl ? process.env.BENCH_REDIS_URL : undefined;
const reuse = Boolean(databaseUrl && process.env.BENCH_REUSE);
const dataDir = mkdtempSync(path.join(tmpdir(), 'nurse-bench-digests-'));
const env = databaseUrl
  ? { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '', DIGEST_SPACING_SECONDS: '1' }
  : { DATABASE_URL: '', DATA_DIR: dataDir, DIGEST_SPACING_SECONDS: '1' };

/** SQL on the seeded database, outside the server; `?` placeholders on both. */
async function openDatabase() {
  if (databaseUrl) {
    const connection = await mysql.createConnection(databaseUrl);
    return {
      all: async (sql, params = []) => (await connection.query(sql, params))[0],
      run: async (sql, params = []) => void (await connection.query(sql, params)),
      questions: async () => Number((await connection.query("SHOW GLOBAL STATUS LIKE 'Questions'"))[0][0].Value),
      close: () => connection.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'nurse-network.sqlite'));
  db.pragma('busy_timeout = 10000');
  return {
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) => void db.prepare(sql).run(...params),
    questions: async () => null,
    close: async () => db.close(),
  };
}

const sqlTime = (date) => date.toISOString().slice(0, 23).replace('T', ' ');

/**
 * Every chosen nurse owes a digest due now: an unread notification of messages from another nurse
 * and her digest row, as raising them would have left them. Earlier runs' digests and emails go.
 */
async function makeDue(db, nurses) {
  await db.run('DELETE FROM mail_outbox WHERE message LIKE \'%"template":"digest"%\'');
  await db.run('DELETE FROM notification_digests');
  await db.run('UPDATE notifications SET mailedAt = NULL, readAt = NULL');
  const dueAt = sqlTime(new Date(Math.floor(Date.now() / 1000) * 1000 - 1000));
  for (let start = 0; start < nurses.length; start += 1000) {
    const batch = nurses.slice(start, start + 1000);
    await db.run(
      `INSERT INTO notification_digests (userId, dueAt, sentTimes) VALUES ${batch.map(() => '(?, ?, NULL)').join(', ')}`,
      batch.flatMap(({ id }) => [id, dueAt]),
    );
  }
}

async function seedNotifications(db, nurses, busiest) {
  await db.run('DELETE FROM notifications');
  const earlier = sqlTime(new Date(Date.now() - 20 * 60_000));
  const rows = nurses.map((nurse, index) => [nurse.id, nurses[(index + 1) % nurses.length].id, 3]);
  for (let serial = 0; serial < LIST_LENGTH; serial += 1) rows.push([busiest.id, nurses[serial + 1].id, 1]);
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await db.run(
      'INSERT INTO notifications (userId, category, subjectId, actorName, count, shownInApp, readAt, mailedAt, createdAt, updatedAt) VALUES ' +
        batch.map(() => "(?, 'message', ?, 'Bench Sender', ?, 1, NULL, NULL, ?, ?)").join(', '),
      batch.flatMap(([userId, subjectId, count]) => [userId, subjectId, count, earlier, earlier]),
    );
  }
}

async function digestsInOutbox(db) {
  const [row] = await db.all('SELECT COUNT(*) AS n FROM mail_outbox WHERE message LIKE \'%"template":"digest"%\'');
  return Number(row.n);
}

/** From the moment the processes start until every digest is in the outbox. */
async function timeDigests(db, start) {
  const questionsBefore = await db.questions();
  const started = performance.now();
  const stop = await start();
  let inOutbox = 0;
  while ((inOutbox = await digestsInOutbox(db)) < due && performance.now() - started < DEADLINE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = (performance.now() - started) / 1000;
  const questions = questionsBefore === null ? null : ((await db.questions()) - questionsBefore) / due;
  await stop();
  return { elapsed, inOutbox, questions };
}

const timing = { warmupSeconds: 2, seconds, rounds: 5 };
const load = (url, headers) => ({ url, headers, connections: 50 });

try {
  let seededIn = null;
  if (!reuse) {
    if (databaseUrl) await emptyDatabase(databaseUrl);
    seededIn = seed(env, ['--users', String(users), '--connections', String(networkConnections), '--messages', String(messages)]);
  }
  if (redisUrl) {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
  }
  const db = await openDatabase();
  const nurses = await db.all(`SELECT id, email FROM users WHERE accountStatus = 'live' ORDER BY id LIMIT ${due + LIST_LENGTH + 1}`);
  const chosen = nurses.slice(0, due);
  const busiest = nurses[nurses.length - 1];
  await seedNotifications(db, nurses, busiest);
  const runs = [];
  try {
    if (redisUrl) {
      const api = await startBenchServer({ ...env, PROCESS_JOBS: 'false' });
      try {
        for (const workerCount of [1, 2]) {
          await makeDue(db, chosen);
          const result = await timeDigests(db, async () => {
            const workers = await Promise.all(Array.from({ length: workerCount }, () => startWorker(api)));
            return async () => Promise.all(workers.map((worker) => worker.stop()));
          });
          runs.push({ label: `${workerCount} worker${workerCount > 1 ? 's' : ''} (BullMQ)`, ...result });
        }
      } finally {
        await api.stop();
      }
    } else {
      await makeDue(db, chosen);
      const result = await timeDigests(db, async () => {
        const api = await startBenchServer(env);
        return () => api.stop();
      });
      runs.push({ label: 'the API, in-process queue', ...result });
    }

    const server = await startBenchServer({ ...env, PROCESS_JOBS: 'false' });
    let rows;
    try {
      const headers = { cookie: await signIn(server, busiest.email) };
      rows = await measureInTurns(
        [
          { title: 'GET /api/health', options: load(`${server.url}/api/health`, headers) },
          { title: 'notification list', options: load(`${server.url}/api/notifications`, headers) },
          { title: 'bell count', options: load(`${server.url}/api/notifications/unread-count`, headers) },
        ],
        timing,
      );
    } finally {
      await server.stop();
    }

    const label = databaseUrl ? 'MySQL/MariaDB' : 'SQLite';
    console.log(
      `\n${label}: ${users} nurses, ${messages} messages ${seededIn === null ? 'seeded by an earlier run' : `seeded in ${seededIn.toFixed(1)} s`}; ` +
        `${due} digests due at once`,
    );
    let missed = 0;
    for (const run of runs) {
      const ok = run.inOutbox >= due && run.elapsed <= 60;
      if (!ok && run === runs[0]) missed += 1;
      console.log(
        `${run.label.padEnd(28)} ${run.inOutbox} digests in the outbox in ${run.elapsed.toFixed(1)} s` +
          ` (${(run.inOutbox / run.elapsed).toFixed(0)}/s, process start included)` +
          `${run.questions === null ? '' : `, ${run.questions.toFixed(1)} statements per digest with its delivery`}` +
          `${run === runs[0] ? `  ${ok ? 'ok' : 'MISSED'} (target 60 s with one worker)` : ''}`,
      );
    }
    const [health] = rows;
    console.log(`${'request'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  ${'of health'.padStart(9)}`);
    for (const row of rows) {
      const share = row.rps / health.rps;
      const target = row === health || (share >= 0.6 && row.p99 <= 50);
      if (!target || row.failed) missed += 1;
      console.log(
        `${row.title.padEnd(28)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)}  ` +
          `${row === health ? 'yardstick' : `${(share * 100).toFixed(0)}%`}`.padStart(9) +
          `${row === health ? '' : `  ${target ? 'ok' : 'MISSED'} (target 60%, p99 50 ms)`}${row.failed ? `, ${row.failed} failed` : ''}`,
      );
    }
    if (missed > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
