// What one message send costs the database: the built API on a MariaDB server of its own (no other
// client on it), the network seed, then SENDS messages between connected nurses, one at a time, each
// with an Idempotency-Key as the Messages screen sends them. MariaDB's general log lists every
// statement each connection ran; the script prints, per send, the statements, the transactions
// committed (COMMIT statements, and writes committed on their own outside one) and the writes.
// BENCH_SHOW_STATEMENTS=1 prints the statements of the last send. Needs `npm run build`, and
// mariadb-install-db / mariadbd on the PATH.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { seed } from './lib/bench-database.mjs';
import { signInSeeded } from './lib/load-run.mjs';
import { startOwnMariaDb } from './lib/own-services.mjs';
import { seededNurses } from './lib/seeded-network.mjs';
import { freePort, startServer } from './lib/server.mjs';

const SENDS = Number(process.env.BENCH_SENDS ?? 200);
const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;
const BEGIN = /^\s*(START TRANSACTION|BEGIN)\b/i;
const COMMIT = /^\s*COMMIT\b/i;
const ROLLBACK = /^\s*ROLLBACK\b/i;

/** Statements, transactions and writes in the general log rows of the API's connections. */
function tally(rows) {
  const byThread = new Map();
  for (const row of rows) byThread.set(row.thread_id, [...(byThread.get(row.thread_id) ?? []), row]);
  let statements = 0;
  let commits = 0;
  let writes = 0;
  for (const threadRows of byThread.values()) {
    let inTransaction = false;
    for (const { argument } of threadRows) {
      const text = String(argument);
      statements += 1;
      if (BEGIN.test(text)) inTransaction = true;
      else if (COMMIT.test(text)) {
        commits += 1;
        inTransaction = false;
      } else if (ROLLBACK.test(text)) inTransaction = false;
      else if (WRITE.test(text)) {
        writes += 1;
        if (!inTransaction) commits += 1;
      }
    }
  }
  return { statements, commits, writes };
}

async function send(server, cookie, toUserId, content) {
  const res = await fetch(`${server.url}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ toUserId, content }),
  });
  if (res.status !== 201) throw new Error(`A send answered ${res.status}: ${await res.text()}`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'bench-send-'));
const mariadb = await startOwnMariaDb({ dir, port: await freePort() });
let server;
try {
  console.log('Seeding 2,000 nurses with 10,000 connections and 20,000 messages...');
  seed({ DATABASE_URL: mariadb.url }, ['--users', '2000', '--connections', '10000', '--messages', '20000']);
  server = await startServer({ DATABASE_URL: mariadb.url, REDIS_URL: '' });
  const nurses = await seededNurses(mariadb.url, 20);
  const cookies = await Promise.all(nurses.map((nurse) => signInSeeded(server, nurse.email)));
  // A first send per nurse warms what the API keeps per nurse and per process.
  for (const [i, nurse] of nurses.entries()) await send(server, cookies[i], nurse.connections[0].id, 'Warming up');

  const db = await mysql.createConnection(mariadb.url);
  const [[{ id: ownThread }]] = await db.query('SELECT CONNECTION_ID() AS id');
  await db.query("SET GLOBAL log_output = 'TABLE'");
  await db.query('TRUNCATE TABLE mysql.general_log');
  await db.query('SET GLOBAL general_log = 1');
  for (let i = 0; i < SENDS; i += 1) {
    const nurse = nurses[i % nurses.length];
    await send(server, cookies[i % nurses.length], nurse.connections[i % nurse.connections.length].id, `Shift swap ${i}?`);
  }
  await db.query('SET GLOBAL general_log = 0');
  const [rows] = await db.query(
    "SELECT thread_id, argument FROM mysql.general_log WHERE command_type IN ('Query', 'Execute') AND thread_id <> ? ORDER BY event_time, thread_id",
    [ownThread],
  );
  await db.end();
  const { statements, commits, writes } = tally(rows);
  if (process.env.BENCH_SHOW_STATEMENTS) {
    console.log('\nThe statements of the last send:');
    for (const { argument } of rows.slice(-Math.round(statements / SENDS))) console.log(`  ${String(argument).slice(0, 160)}`);
  }
  const per = (n) => (n / SENDS).toFixed(2);
  console.log(`\n${SENDS} sends with an Idempotency-Key, one at a time; per send:`);
  console.log(`  statements:             ${per(statements)}`);
  console.log(`  transactions committed: ${per(commits)}`);
  console.log(`  writes:                 ${per(writes)}`);
  console.log("(the API's background passes, such as the minute sweeps, may add a statement or two in all)");
} finally {
  await server?.stop();
  await mariadb.kill();
  rmSync(dir, { recursive: true, force: true });
}
