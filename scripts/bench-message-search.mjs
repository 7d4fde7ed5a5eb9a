#!/usr/bin/env node
// A nurse's search of her own messages at scale, on MySQL/MariaDB: seeds nurses, connections and
// messages (npm run seed -- --users --connections --messages), gives some nurses thousands of messages
// more (the heavy users), then
//   - shows how MariaDB reads a search for a heavy user: the EXPLAIN of its statements, which must
//     start from her messages in an index (never a scan of the messages table), and the rows it reads
//     for each kind of words, for a heavy and a typical nurse;
//   - measures GET /api/health alone, the searches alone, then health again while 20 connections
//     search as seeded nurses (heavy ones and typical ones in turn, with common words, two words, and
//     words in none of her messages, one accented). Targets: the searches' p99 at most 200 ms, and
//     health keeping at least 30% of its requests per second alone.
// Prints the figures and exits 1 when a target is missed.
// Usage: npm run build && npm run bench:message-search
//   BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/message_search; emptied and seeded unless BENCH_REUSE=1),
//   BENCH_USERS (100000), BENCH_NETWORK_CONNECTIONS (1000000), BENCH_MESSAGES (2000000),
//   BENCH_HEAVY_NURSES (20) each given BENCH_HEAVY_MESSAGES (3000) more, BENCH_SEARCHERS (40 nurses
//   signed in, half of them heavy), BENCH_SECONDS (15).
// A short check on a shared machine: BENCH_USERS=5000 BENCH_NETWORK_CONNECTIONS=50000 BENCH_MESSAGES=100000.
import mysql from 'mysql2/promise';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { benchSeconds, connections, run, signInSeeded, startBenchServer } from './lib/load-run.mjs';

const env = (name, fallback) => process.env[name] ?? fallback;
const databaseUrl = env('BENCH_DATABASE_URL', 'mysql://root@127.0.0.1:3306/message_search');
const users = Number(env('BENCH_USERS', 100_000));
const networkConnections = Number(env('BENCH_NETWORK_CONNECTIONS', 1_000_000));
const messages = Number(env('BENCH_MESSAGES', 2_000_000));
const heavyNurses = Number(env('BENCH_HEAVY_NURSES', 20));
const heavyMessages = Number(env('BENCH_HEAVY_MESSAGES', 3000));
const searchers = Number(env('BENCH_SEARCHERS', 40));
const seconds = benchSeconds(15);
const SEARCH_CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const TARGETS = { searchP99Ms: 200, healthShare: 0.3 };

/** Words the seeded messages hold (backend/src/seed/seed-network.ts), two words, and words in none (one accented). */
const QUERIES = ['shift', 'night nurses', 'how is', 'CAFÉ', 'thank', 'zebra'];

/** How many of each stream a page compares text in (SEARCH_WINDOW in backend/src/modules/messaging/message-search.service.ts). */
const WINDOW = 2000;

/**
 * The statements MessageSearchRepository issues on MySQL/MariaDB
 * (backend/src/modules/messaging/message-search.repository.ts), for one word: the window's floor,
 * the match (without the text, so that its temporary tables stay in memory) and the text of the page's hits.
 * Its third stream, the messages of her groups, is left out: the seeded nurses are in none. (The third, her visible conversations among the nurses a page names, reads the
 * conversations' primary key.)
 */
const STREAMS = [
  { mine: 'm.toUserId', index: 'idx_messages_recipient' },
  { mine: 'm.fromUserId', index: 'idx_messages_sender' },
];
const STATEMENTS = {
  window: `SELECT ${STREAMS.map(({ mine, index }, i) => `(SELECT m.id FROM messages m FORCE INDEX (${index}) WHERE ${mine} = ? AND m.id < ? ORDER BY m.id DESC LIMIT 1 OFFSET ?) AS floor${i}`).join(', ')}`,
  match: (wordCount) =>
    `${STREAMS.map(
      ({ mine, index }) =>
        `SELECT * FROM (SELECT m.id, m.fromUserId, m.toUserId, m.createdAt FROM messages m FORCE INDEX (${index}) ` +
        `WHERE ${mine} = ? AND m.id < ? AND m.id >= ? ${"AND m.content LIKE ? ESCAPE '!' ".repeat(wordCount)}ORDER BY m.id DESC LIMIT ?) s`,
    ).join(' UNION ALL ')} ORDER BY id DESC LIMIT ?`,
  contents: (count) => `SELECT id, content FROM messages WHERE id IN (${Array.from({ length: count }, () => '?').join(', ')})`,
};
const PAGE = 21;
const windowParams = (nurseId) => STREAMS.flatMap(() => [nurseId, Number.MAX_SAFE_INTEGER, WINDOW - 1]);
const matchParams = (nurseId, floor, words) => [
  ...STREAMS.flatMap(() => [nurseId, Number.MAX_SAFE_INTEGER, floor, ...words.map((word) => `%${word}%`), PAGE]),
  PAGE,
];
const wordsOf = (q) => q.toLowerCase().split(/\s+/);

/**
 * The rows MariaDB reads (its handler counters: index entries and rows, in order or by key) and the
 * time it takes, one search at a time, for the first page of a search by this nurse.
 */
async function searchCost(db, nurseId, q) {
  const read = async () => (await db.query("SHOW SESSION STATUS LIKE 'Handler_read%'"))[0].reduce((sum, row) => sum + Number(row.Value), 0);
  // SHOW STATUS reads rows of its own: what one costs is taken off.
  const overhead = -(await read()) + (await read());
  const before = await read();
  const started = performance.now();
  const [[floors]] = await db.query(STATEMENTS.window, windowParams(nurseId));
  const floor = Math.max(0, ...Object.values(floors).filter((value) => value !== null));
  const [hits] = await db.query(STATEMENTS.match(wordsOf(q).length), matchParams(nurseId, floor, wordsOf(q)));
  if (hits.length > 0)
    await db.query(
      STATEMENTS.contents(hits.length),
      hits.map((hit) => hit.id),
    );
  const ms = performance.now() - started;
  return { rows: (await read()) - before - overhead, ms, hits: hits.length };
}

/**
 * Gives each of the `count` nurses with the most conversations `perNurse` more messages, spread over
 * her conversations (with `add` false, only names them: a run with BENCH_REUSE gave them already).
 */
async function addHeavyUsers(db, count, perNurse, add) {
  const [owners] = await db.query(
    "SELECT c.ownerId AS id FROM conversations c JOIN users u ON u.id = c.ownerId WHERE u.accountStatus = 'live' " +
      // Ties broken by id, so that a run with BENCH_REUSE names the nurses the seeding run gave messages to.
      'GROUP BY c.ownerId ORDER BY COUNT(*) DESC, c.ownerId LIMIT ?',
    [count],
  );
  if (!add) return owners.map((row) => row.id);
  const [texts] = await db.query('SELECT DISTINCT content FROM messages LIMIT 50');
  for (const { id } of owners) {
    const [others] = await db.query('SELECT otherUserId FROM conversations WHERE ownerId = ?', [id]);
    const rows = Array.from({ length: perNurse }, (_, index) => {
      const other = others[index % others.length].otherUserId;
      const content = texts[index % texts.length].content;
      return index % 2 ? [id, other, content] : [other, id, content];
    });
    for (let start = 0; start < rows.length; start += 1000) {
      const batch = rows.slice(start, start + 1000);
      await db.query(
        `INSERT INTO messages (fromUserId, toUserId, content, readAt) VALUES ${batch.map(() => '(?, ?, ?, NOW())').join(', ')}`,
        batch.flat(),
      );
    }
  }
  return owners.map((row) => row.id);
}

/** The nurses who search: the heavy ones and as many typical ones (a few dozen messages), with their email. */
async function chooseSearchers(db, heavyIds) {
  const heavy = heavyIds.slice(0, Math.ceil(searchers / 2));
  const [typical] = await db.query(
    "SELECT u.id FROM users u WHERE u.accountStatus = 'live' AND EXISTS (SELECT 1 FROM conversations c WHERE c.ownerId = u.id) " +
      (heavyIds.length ? 'AND u.id NOT IN (?) ' : '') +
      'ORDER BY u.id LIMIT ?',
    heavyIds.length ? [heavyIds, searchers - heavy.length] : [searchers - heavy.length],
  );
  const ids = [...heavy, ...typical.map((row) => row.id)];
  const [rows] = await db.query('SELECT id, email FROM users WHERE id IN (?)', [ids]);
  const counts = new Map();
  for (const id of ids) {
    const [[{ total }]] = await db.query(
      'SELECT (SELECT COUNT(*) FROM messages WHERE toUserId = ?) + (SELECT COUNT(*) FROM messages WHERE fromUserId = ?) AS total',
      [id, id],
    );
    counts.set(id, Number(total));
  }
  return rows.map((row) => ({ ...row, messages: counts.get(row.id) }));
}

/** MariaDB's plan of each statement for this nurse: the tables read, how and through which index. */
async function plans(db, nurseId) {
  const found = [];
  for (const [name, sql, params] of [
    ['window', STATEMENTS.window, windowParams(nurseId)],
    ['match', STATEMENTS.match(1), matchParams(nurseId, 0, ['zebra'])],
  ]) {
    const [rows] = await db.query(`EXPLAIN ${sql}`, params);
    found.push({ name, rows });
  }
  return found;
}

const line = (title, { rps, p50, p99 }, extra = '') =>
  `${title.padEnd(44)} ${rps.toFixed(0).padStart(7)} ${`${p50} ms`.padStart(8)} ${`${p99} ms`.padStart(8)}${extra}`;

const figures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

let seededIn = null;
if (!process.env.BENCH_REUSE) {
  await emptyDatabase(databaseUrl);
  seededIn = seed({ DATABASE_URL: databaseUrl }, [
    '--users',
    String(users),
    '--connections',
    String(networkConnections),
    '--messages',
    String(messages),
  ]);
}
const database = await mysql.createConnection(databaseUrl.replace(/^mariadb:/, 'mysql:'));
let missed = 0;
try {
  const started = Date.now();
  const heavyIds = await addHeavyUsers(database, heavyNurses, heavyMessages, !process.env.BENCH_REUSE);
  const heavySeconds = (Date.now() - started) / 1000;
  const chosen = await chooseSearchers(database, heavyIds);
  if (chosen.length === 0) throw new Error('No seeded nurse has a conversation: seed with --connections and --messages');
  const heaviest = [...chosen].sort((a, b) => b.messages - a.messages)[0];

  console.log(
    `\nMySQL/MariaDB: ${users} nurses, ${networkConnections} connections, ${messages} messages ` +
      `${seededIn === null ? 'seeded by an earlier run' : `seeded in ${seededIn.toFixed(1)} s`}` +
      (process.env.BENCH_REUSE
        ? ''
        : `; ${heavyIds.length} heavy users given ${heavyMessages} messages more each in ${heavySeconds.toFixed(1)} s`),
  );
  console.log(`\nPlans for the heaviest searcher (${heaviest.messages} messages):`);
  let scans = 0;
  for (const { name, rows } of await plans(database, heaviest.id)) {
    for (const row of rows) {
      const scan = row.table === 'm' && row.type === 'ALL';
      if (scan) scans += 1;
      console.log(
        `  ${name.padEnd(6)} ${String(row.table).padEnd(14)} ${String(row.type).padEnd(7)} key ${String(row.key).padEnd(24)} rows ${String(row.rows).padStart(6)}  ${row.Extra ?? ''}${scan ? '  SCAN OF MESSAGES' : ''}`,
      );
    }
  }
  if (scans > 0) missed += 1;

  const typical = [...chosen].sort((a, b) => a.messages - b.messages)[Math.floor(chosen.length / 4)];
  console.log('\nOne search at a time, first page: rows MariaDB read (handler counters) and its time on this machine');
  for (const nurse of [heaviest, typical]) {
    for (const q of QUERIES) {
      const cost = await searchCost(database, nurse.id, q);
      console.log(
        `  nurse with ${String(nurse.messages).padStart(5)} messages, "${q}"`.padEnd(48) +
          `${String(cost.rows).padStart(6)} rows ${cost.ms.toFixed(1).padStart(6)} ms  ${cost.hits} hits`,
      );
    }
  }

  const server = await startBenchServer({ DATABASE_URL: databaseUrl });
  try {
    const nurses = [];
    for (let start = 0; start < chosen.length; start += 8) {
      const batch = chosen.slice(start, start + 8);
      nurses.push(...(await Promise.all(batch.map(async (nurse) => ({ ...nurse, cookie: await signInSeeded(server, nurse.email) })))));
    }
    // Each request the next nurse and the next words in turn, so every nurse searches every kind of words.
    let turn = 0;
    const searches = {
      url: server.url,
      connections: SEARCH_CONNECTIONS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const nurse = nurses[turn % nurses.length];
            const q = QUERIES[Math.floor(turn / nurses.length) % QUERIES.length];
            turn += 1;
            return {
              ...request,
              path: `/api/messages/search?q=${encodeURIComponent(q)}`,
              headers: { ...request.headers, cookie: nurse.cookie },
            };
          },
        },
      ],
    };
    const health = { url: `${server.url}/api/health`, connections };
    const check = await fetch(`${server.url}/api/messages/search?q=shift`, { headers: { cookie: nurses[0].cookie } });
    if (check.status !== 200) throw new Error(`The search answered ${check.status}: ${await check.text()}`);

    await run('warm-up health', { ...health, duration: WARMUP_SECONDS });
    await run('warm-up searches', { ...searches, duration: WARMUP_SECONDS });
    const alone = figures((await run('health alone', { ...health, duration: seconds })).result);
    // For reading the figures: the searches without health beside them.
    const searchedAlone = figures((await run('searches alone', { ...searches, duration: seconds })).result);
    const [during, searched] = await Promise.all([
      run('health during searches', { ...health, duration: seconds }),
      run('searches', { ...searches, duration: seconds }),
    ]).then((results) => results.map(({ result }) => figures(result)));

    const share = during.rps / alone.rps;
    const searchOk = searched.p99 <= TARGETS.searchP99Ms && searched.failed === 0;
    const healthOk = share >= TARGETS.healthShare && during.failed === 0;
    if (!searchOk) missed += 1;
    if (!healthOk) missed += 1;
    console.log(
      `\n${nurses.length} nurses searching (${nurses.filter((n) => n.messages >= 1000).length} with 1,000 messages or more; ` +
        `median ${[...nurses].sort((a, b) => a.messages - b.messages)[Math.floor(nurses.length / 2)].messages} messages), words in turn: ${QUERIES.join(', ')}`,
    );
    console.log(
      `${seconds} s each after a ${WARMUP_SECONDS} s warm-up; health at ${connections} connections, searches at ${SEARCH_CONNECTIONS}`,
    );
    console.log(`${'request'.padEnd(44)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`);
    console.log(line('GET /api/health alone', alone));
    console.log(line(`GET /api/messages/search alone (${SEARCH_CONNECTIONS} at once)`, searchedAlone));
    console.log(
      line(
        'GET /api/health during the searches',
        during,
        `  ${(share * 100).toFixed(0)}% of alone: ${healthOk ? 'ok' : 'MISSED'} (target ${TARGETS.healthShare * 100}%)${during.failed ? `, ${during.failed} failed` : ''}`,
      ),
    );
    console.log(
      line(
        `GET /api/messages/search (${SEARCH_CONNECTIONS} at once)`,
        searched,
        `  ${searchOk ? 'ok' : 'MISSED'} (target p99 ${TARGETS.searchP99Ms} ms)${searched.failed ? `, ${searched.failed} failed` : ''}`,
      ),
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.end();
}
if (missed > 0) process.exitCode = 1;
