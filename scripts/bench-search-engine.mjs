#!/usr/bin/env node
// People and job search on the search engine beside the database, in the same run (docs/decisions/search-engine.md).
// Seeds BENCH_NURSES nurses (default 1,000,000) and BENCH_JOBS job listings (default 20,000) on MariaDB with the
// product's seeder, starts Sphinx in the production layout (scripts/search-engine/start-sphinx.mjs: two shards,
// two mirrors each, a distributed front), serves the production build with SEARCH_ENGINE_URL and times the feed
// indexing everything, then for the engine path and the database path prints p50/p99 of 60 requests of each kind,
// the throughput of those requests at 8 clients, people search beside GET /api/health at 8 clients, and (engine)
// the index lag while 50 profile edits a second arrive. Goals: engine p99 at most 150 ms for every kind, at least
// 150 requests/s at 8 clients.
// Usage: npm run build && BENCH_NURSES=100000 npm run bench:search-engine
//        (BENCH_DATABASE_URL mysql://root@127.0.0.1:3306/search_engine, emptied first; BENCH_SEARCH_ENGINE_PORT
//        9410, nine ports from it; BENCH_REUSE=1 measures the database the last run seeded, without seeding)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { signInSeeded, startBenchServer } from './lib/load-run.mjs';
import { start as startEngine, stop as stopEngine } from './search-engine/start-sphinx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nurses = Number(process.env.BENCH_NURSES ?? 1_000_000);
const jobs = Number(process.env.BENCH_JOBS ?? 20_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/search_engine';
const enginePort = Number(process.env.BENCH_SEARCH_ENGINE_PORT ?? 9410);
const reuse = Boolean(process.env.BENCH_REUSE);
const SAMPLES = 60;
const CLIENTS = 8;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EDITS_PER_SECOND = 50;
const EDIT_SECONDS = 10;
const P99_GOAL_MS = 150;
const RPS_GOAL = 150;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The requests measured, from seeded data: real names, places and specialties. */
async function chooseQueries(db) {
  const [someone] = (
    await db.query("SELECT name, location FROM users WHERE accountStatus = 'live' ORDER BY id DESC LIMIT 1 OFFSET 777")
  )[0];
  const [first, ...rest] = someone.name.split(' ');
  const last = rest.at(-1);
  const city = someone.location.split(',')[0];
  const [state] = (await db.query("SELECT state, COUNT(*) AS n FROM jobs WHERE status = 'open' GROUP BY state ORDER BY n DESC LIMIT 1"))[0];
  const q = (text) => `/api/users/search?q=${encodeURIComponent(text)}`;
  return [
    { kind: `full name "${first} ${last}"`, path: q(`${first} ${last}`) },
    { kind: `first name + city "${first} ${city}"`, path: q(`${first} ${city}`) },
    { kind: `three-letter prefix "${last.slice(0, 3).toLowerCase()}"`, path: q(last.slice(0, 3).toLowerCase()) },
    // A synonym: the catalogue names Critical Care and ICU as one area (libs/catalogue/src/specialties.ts).
    { kind: 'specialty by its synonym "critical care"', path: q('critical care') },
    {
      kind: `jobs: "nurse" + state ${state.state} + nights + full-time staff`,
      path: `/api/jobs?q=nurse&state=${state.state}&shift=nights&employmentType=staff`,
    },
  ];
}

/** 60 requests of each kind one after the other: p50 and p99 in ms. */
async function latencies(server, cookie, queries) {
  const rows = [];
  for (const { kind, path: target } of queries) {
    const times = [];
    for (let i = 0; i < SAMPLES + 5; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}${target}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${target} answered ${res.status}`);
      const body = await res.json();
      if (i >= 5) times.push(performance.now() - started);
      if (i === 0) rows.push({ kind, total: body.total });
    }
    times.sort((a, b) => a - b);
    Object.assign(rows.at(-1), { p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return rows;
}

function load(server, cookie, paths, seconds = LOAD_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.url,
        connections: CLIENTS,
        duration: seconds,
        headers: { cookie },
        requests: paths.map((target) => ({ method: 'GET', path: target })),
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts }),
    );
  });
}

async function pending(db) {
  const [[row]] = await db.query('SELECT COUNT(*) AS n FROM search_index_changes');
  return Number(row.n);
}

/**
 * 50 name changes a second for 10 s, each committed, then looked for on the engine until it is found
 * there; the names are put back afterwards, so the database path is measured on the same data.
 */
async function indexLag(db, engine) {
  const [ids] = await db.query("SELECT id, name FROM users WHERE accountStatus = 'live' ORDER BY id DESC LIMIT 2000");
  const lags = [];
  const watches = [];
  const started = Date.now();
  for (let edit = 0; edit < EDITS_PER_SECOND * EDIT_SECONDS; edit++) {
    const due = started + (edit * 1000) / EDITS_PER_SECOND;
    if (due > Date.now()) await sleep(due - Date.now());
    const token = `lag${Date.now().toString(36)}x${edit.toString(36)}`;
    const { id } = ids[edit % ids.length];
    await db.query("UPDATE users SET name = CONCAT(?, ' ', SUBSTRING_INDEX(name, ' ', -1)) WHERE id = ?", [token, id]);
    const committed = performance.now();
    watches.push(
      (async () => {
        for (;;) {
          const [found] = await engine.query('SELECT id FROM people WHERE MATCH(?) LIMIT 1', [`@name ${token}`]);
          if (found.length > 0) return lags.push(performance.now() - committed);
          if (performance.now() - committed > 60_000) throw new Error(`${token} was not indexed within a minute`);
          await sleep(10);
        }
      })(),
    );
  }
  await Promise.all(watches);
  for (const { id, name } of ids.slice(0, EDITS_PER_SECOND * EDIT_SECONDS))
    await db.query('UPDATE users SET name = ? WHERE id = ?', [name, id]);
  lags.sort((a, b) => a - b);
  return { p50: percentile(lags, 50), p99: percentile(lags, 99), edits: lags.length };
}

async function measure(server, db, queries) {
  const [someone] = (await db.query("SELECT email FROM users WHERE accountStatus = 'live' ORDER BY id LIMIT 1"))[0];
  const cookie = await signInSeeded(server, someone.email);
  const rows = await latencies(server, cookie, queries);
  const mixed = await load(
    server,
    cookie,
    queries.map((query) => query.path),
  );
  const people = await load(server, cookie, [queries[0].path], Math.max(3, LOAD_SECONDS / 2));
  const health = await load(server, cookie, ['/api/health'], Math.max(3, LOAD_SECONDS / 2));
  return { rows, mixed, people, health };
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-engine-'));
let engineLayout = null;
try {
  let seededIn = null;
  if (!reuse) {
    await emptyDatabase(databaseUrl);
    seededIn = seed({ DATABASE_URL: databaseUrl }, ['--users', String(nurses), '--jobs', String(jobs)]);
  }
  const db = await mysql.createConnection(databaseUrl);
  engineLayout = await startEngine({ basePort: enginePort, dir: path.join(dir, 'sphinx') });
  const engine = mysql.createPool({ host: '127.0.0.1', port: enginePort, connectionLimit: 8 });
  if (reuse) {
    // A new, empty engine: every row is noted as a change again.
    await db.query("INSERT INTO search_index_changes (kind, docId, storedAt) SELECT 'person', id, 0 FROM users");
    await db.query("INSERT INTO search_index_changes (kind, docId, storedAt) SELECT 'job', id, 0 FROM jobs");
  }
  const queries = await chooseQueries(db);

  // The engine path: the server feeds the engine in-process (no Redis), from the changes the seeding stored.
  const env = { DATABASE_URL: databaseUrl, SEARCH_ENGINE_URL: engineLayout.url };
  const indexStarted = Date.now();
  const withEngine = await startBenchServer(env);
  let backlog = await pending(db);
  const changes = backlog;
  while (backlog > 0) {
    await sleep(500);
    backlog = await pending(db);
  }
  const indexSeconds = (Date.now() - indexStarted) / 1000;
  const check = execFileSync(process.execPath, [path.join(root, 'backend/dist/search-rebuild.js'), '--check'], {
    cwd: root,
    env: { ...process.env, REDIS_URL: '', ...env },
    encoding: 'utf8',
  });
  const onEngine = await measure(withEngine, db, queries);
  const lag = await indexLag(db, engine);
  const rebuildStarted = Date.now();
  execFileSync(process.execPath, [path.join(root, 'backend/dist/search-rebuild.js')], {
    cwd: root,
    env: { ...process.env, REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const rebuildSeconds = (Date.now() - rebuildStarted) / 1000;
  const afterRebuild = execFileSync(process.execPath, [path.join(root, 'backend/dist/search-rebuild.js'), '--check'], {
    cwd: root,
    env: { ...process.env, REDIS_URL: '', ...env },
    encoding: 'utf8',
  });
  await withEngine.stop();
  await engine.end();

  // The database path: the same build and data, no engine configured.
  const withoutEngine = await startBenchServer({ DATABASE_URL: databaseUrl });
  const onDatabase = await measure(withoutEngine, db, queries);
  await withoutEngine.stop();
  await db.end();

  console.log(
    `\nMariaDB: ${nurses} nurses and ${jobs} job listings ${seededIn === null ? 'seeded by an earlier run' : `seeded in ${seededIn.toFixed(0)} s`}; ` +
      `Sphinx 2.2 as 2 shards x 2 mirrors behind a distributed index`,
  );
  console.log(
    `indexed ${changes} stored changes through the feed in ${indexSeconds.toFixed(1)} s; a rebuild in place took ${rebuildSeconds.toFixed(1)} s`,
  );
  console.log(check.trim());
  if (afterRebuild !== check) console.log(`after the rebuild:\n${afterRebuild.trim()}`);
  console.log(
    `\n${'request (60 each, one at a time)'.padEnd(64)} ${'matches'.padStart(8)} ${'db p50'.padStart(9)} ${'db p99'.padStart(9)} ${'engine p50'.padStart(11)} ${'engine p99'.padStart(11)}`,
  );
  let missed = 0;
  for (const [index, row] of onEngine.rows.entries()) {
    const db = onDatabase.rows[index];
    const ok = row.p99 <= P99_GOAL_MS;
    if (!ok) missed += 1;
    console.log(
      `${row.kind.slice(0, 64).padEnd(64)} ${String(row.total).padStart(8)} ${ms(db.p50)} ${ms(db.p99)} ${ms(row.p50).padStart(11)} ${ms(row.p99).padStart(11)}  ${ok ? 'ok' : 'MISSED'}${db.total === row.total ? '' : ` (database found ${db.total})`}`,
    );
  }
  const line = (title, figures) =>
    `${figures.rps.toFixed(0).padStart(6)} req/s, p99 ${figures.p99} ms${figures.failed ? `, ${figures.failed} failed` : ''}`;
  const throughputOk = onEngine.mixed.rps >= RPS_GOAL;
  if (!throughputOk) missed += 1;
  console.log(
    `\nthe five kinds in turn at ${CLIENTS} clients: database ${line('', onDatabase.mixed)}; engine ${line('', onEngine.mixed)}  ${throughputOk ? 'ok' : 'MISSED'} (goal ${RPS_GOAL})`,
  );
  console.log(
    `people search (full name) at ${CLIENTS} clients: database ${line('', onDatabase.people)}; engine ${line('', onEngine.people)}`,
  );
  console.log(
    `GET /api/health at ${CLIENTS} clients: ${line('', onEngine.health)}; people search on the engine is ${((onEngine.people.rps / onEngine.health.rps) * 100).toFixed(0)}% of it, on the database ${((onDatabase.people.rps / onDatabase.health.rps) * 100).toFixed(0)}%`,
  );
  console.log(
    `index lag, ${lag.edits} name changes at ${EDITS_PER_SECOND}/s (commit to found on the engine): p50 ${lag.p50.toFixed(0)} ms, p99 ${lag.p99.toFixed(0)} ms`,
  );
  if (missed > 0) process.exitCode = 1;
} finally {
  if (engineLayout) await stopEngine(engineLayout.dir);
  rmSync(dir, { recursive: true, force: true });
}
