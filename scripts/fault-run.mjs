#!/usr/bin/env node
// The fault run: the fleet (scripts/lib/fleet.mjs: two API instances behind nginx, a job worker,
// s3rver for uploads) on a MariaDB and a Redis of the run's own, a small seeded network, and simulated
// nurses (scripts/lib/simulated-nurses.mjs) at work while, in turn: Redis is killed and started again on
// its append-only folder, MariaDB is killed and started again, one API instance is killed with SIGKILL
// and started again, and both instances are restarted one after the other with SIGTERM. Then, the load
// over, the mail server (smtp-sink.mjs, the fleet's SMTP_URL) refuses for 60 s and MariaDB is down for
// 60 s while password resets, digests and a career plan are owed (owed-work-fault.mjs). It fails
// (exit 1) when a message whose key got a 2xx is not stored exactly once, a send never got a 2xx, any
// answer was a 500 (or a 502/504 outside the SIGKILL), a request the nurses should never see refused
// was refused, requests did not succeed again within 10 s of a service being back, or owed mail or a
// plan is missing or doubled two sweeps after its service is back. Per fault it
// prints the recovery time, the errors and the longest spell without a successful request.
// Usage: npm run build && npm run test:faults
//        (FAULT_NURSES 80; FAULT_MARIADB_PORT and FAULT_REDIS_PORT, else free ports)
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { seed } from './lib/bench-database.mjs';
import { startFleet } from './lib/fleet.mjs';
import { waitUntil } from './lib/managed-process.mjs';
import { OWED_DIGEST_DELAY_SECONDS, runOwedWorkFault } from './lib/owed-work-fault.mjs';
import { startOwnMariaDb, startOwnRedis } from './lib/own-services.mjs';
import { seededNurses } from './lib/seeded-network.mjs';
import { freePort } from './lib/server.mjs';
import { createSimulatedNurses } from './lib/simulated-nurses.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const NURSES = Number(process.env.FAULT_NURSES ?? 80);
/** Requests must succeed again within this long of a service being back. */
const RECOVERS_WITHIN_MS = 10_000;
/** After a fault, service counts as steady again once this long has passed without a failed request. */
const STEADY_MS = 3000;
/** Service before the first fault, to compare with. */
const BASELINE_MS = 5000;
/** A key left claimed by a request that died is taken over after two minutes (backend/src/idempotency/); a send waits for that. */
const DRAIN_MS = 150_000;
/** Answers the load may get: 2xx, a 401 after which the nurse signs in again, and a 409 for a key another request still holds. */
const EXPECTED_REFUSALS = new Set([401, 409]);

const started = performance.now();
const seconds = (ms) => (ms / 1000).toFixed(1);
const problems = [];
const check = (ok, problem) => {
  if (!ok) problems.push(problem);
};

const dir = mkdtempSync(path.join(tmpdir(), 'nurse-fault-run-'));
const portOf = async (name) => Number(process.env[name] ?? (await freePort()));
let mariadb = null;
let redis = null;
let fleet = null;
let sink = null;
const stopEverything = async () => {
  await fleet?.stop();
  await Promise.all([mariadb?.kill(), redis?.kill(), sink?.stop()]);
};
// Interrupted, the run still stops the fleet and its own servers.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => stopEverything().finally(() => process.exit(1)));
}
try {
  [mariadb, redis, sink] = await Promise.all([
    startOwnMariaDb({ dir: path.join(dir, 'mariadb'), port: await portOf('FAULT_MARIADB_PORT') }),
    startOwnRedis({ dir: path.join(dir, 'redis'), port: await portOf('FAULT_REDIS_PORT') }),
    startSmtpSink({ port: await freePort() }),
  ]);
  seed({ DATABASE_URL: mariadb.url }, [
    '--users',
    String(NURSES * 4),
    '--connections',
    String(NURSES * 20),
    '--messages',
    String(NURSES * 20),
  ]);
  fleet = await startFleet({
    databaseUrl: mariadb.url,
    redisUrl: redis.url,
    apiInstances: 2,
    logDir: path.join(dir, 'logs'),
    // Every nurse comes from 127.0.0.1: the per-address sign-in limit is not what is under test.
    env: {
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      SMTP_URL: sink.url,
      DIGEST_DELAY_SECONDS: String(OWED_DIGEST_DELAY_SECONDS),
    },
  });
  const nurses = await seededNurses(mariadb.url, NURSES);
  check(nurses.length === NURSES, `the seed gave ${nurses.length} nurses with connections, not ${NURSES}`);
  console.log(`Fleet up and ${NURSES} nurses seeded in ${seconds(performance.now() - started)} s; logs in ${fleet.logDir}`);

  const load = createSimulatedNurses(fleet.url, { pace: { actions: { photo: 2 } } });
  const { timeline } = load;
  await load.add(nurses);
  const loadStarted = performance.now();
  await waitUntil(() => performance.now() - loadStarted > BASELINE_MS && load.active === NURSES, {
    timeoutMs: 60_000,
    what: 'every nurse to be signed in',
  });

  /** Resolves once `STEADY_MS` has passed since `since` (or the last failure after it) with successes after it. */
  const steady = (since) =>
    waitUntil(
      () => {
        const now = performance.now();
        const lastFailure = since + timeline.recoveryMs(since, now);
        return now - lastFailure >= STEADY_MS && timeline.summary(lastFailure, now).count > timeline.summary(lastFailure, now).failures;
      },
      { timeoutMs: 60_000, what: 'requests to succeed steadily again' },
    );

  const faults = [];
  /** Runs `act` (which answers once the service is back), then waits for steady service. */
  async function fault(name, act) {
    const down = performance.now();
    const back = await act();
    await steady(back);
    faults.push({ name, down, back });
    console.log(`${name}: back after ${seconds(back - down)} s`);
  }

  await fault('Redis killed and started again', async () => {
    await redis.kill();
    await redis.start();
    return performance.now();
  });
  await fault('MariaDB killed and started again', async () => {
    await mariadb.kill();
    await mariadb.start();
    return performance.now();
  });
  const [first, second] = fleet.instances;
  // nginx takes an instance it could not reach out of rotation for a while (its fail_timeout), so an
  // instance counts as back once the proxy's access log shows it answering again, and only then is the
  // next instance touched: otherwise both can be out of rotation at once.
  const accessLog = path.join(fleet.logDir, 'nginx-access.log');
  const proxyRoutesTo = (instance, fromByte) =>
    readFileSync(accessLog)
      .subarray(fromByte)
      .toString('utf8')
      .includes(`upstream=${new URL(instance.url).host} upstream_status=2`);
  /** Stops the instance with `signal`, starts it again and resolves once nginx sends it requests again. */
  async function restart(instance, signal) {
    const stopped = performance.now();
    const code = await instance.stop(signal);
    if (signal === 'SIGTERM') check(code === 0, `${instance.name} exited with ${code} on SIGTERM, not 0`);
    const exited = performance.now();
    const accessLogFrom = statSync(accessLog).size;
    await instance.start();
    const ready = performance.now();
    await waitUntil(() => proxyRoutesTo(instance, accessLogFrom), { timeoutMs: 30_000, what: `nginx to route to ${instance.name} again` });
    console.log(
      `  ${instance.name}: exited ${seconds(exited - stopped)} s after ${signal}, ready ${seconds(ready - exited)} s after its start, ` +
        `served through nginx again ${seconds(performance.now() - ready)} s later`,
    );
  }

  await fault('API instance 2 killed (SIGKILL) and started again', async () => {
    await restart(second, 'SIGKILL');
    return performance.now();
  });
  await fault('Rolling restart (SIGTERM instance 1, ready, then instance 2)', async () => {
    await restart(first, 'SIGTERM');
    await restart(second, 'SIGTERM');
    return performance.now();
  });
  const loadEnded = performance.now();
  await load.stop({ drainMs: DRAIN_MS });
  const drained = performance.now();

  // Per fault: from the fault to the next one (or the end of the load).
  console.log(
    `\n${'fault'.padEnd(62)} ${'down'.padStart(6)} ${'recovery'.padStart(9)} ${'errors'.padStart(7)} ${'longest gap'.padStart(12)}`,
  );
  const baseline = timeline.summary(loadStarted, faults[0].down);
  console.log(
    `${'(no fault: the first ' + seconds(faults[0].down - loadStarted) + ' s)'}`.padEnd(62) +
      ` ${''.padStart(6)} ${''.padStart(9)} ${String(baseline.failures).padStart(7)} ${`${seconds(timeline.longestGap(loadStarted, faults[0].down))} s`.padStart(12)}`,
  );
  for (const [index, { name, down, back }] of faults.entries()) {
    const until = faults[index + 1]?.down ?? loadEnded;
    const recovery = timeline.recoveryMs(back, until);
    const window = timeline.summary(down, until);
    const gap = timeline.longestGap(down, until);
    console.log(
      `${name.padEnd(62)} ${`${seconds(back - down)} s`.padStart(6)} ${`${seconds(recovery)} s`.padStart(9)} ${String(window.failures).padStart(7)} ${`${seconds(gap)} s`.padStart(12)}` +
        `  ${JSON.stringify(window.byStatus)}`,
    );
    check(recovery <= RECOVERS_WITHIN_MS, `${name}: requests still failed ${seconds(recovery)} s after it was back`);
    if (name.startsWith('Rolling')) console.log(`  rolling restart took ${seconds(back - down)} s`);
  }

  // Answers: no 500 at all; a 502 or 504 only while an instance had just been killed outright.
  const killed = faults.find(({ name }) => name.includes('SIGKILL'));
  const killedUntil = faults[faults.indexOf(killed) + 1].down;
  const all = timeline.summary(loadStarted, drained);
  for (const [status, count] of Object.entries(all.byStatus).map(([status, count]) => [Number(status), count])) {
    if (status === 500) check(false, `${count} answers were 500`);
    if (status === 502 || status === 504) {
      const outside = timeline.withStatus(status).filter(({ endedAt }) => endedAt < killed.down || endedAt >= killedUntil);
      check(outside.length === 0, `${outside.length} answers were ${status} outside the SIGKILL (${JSON.stringify(outside.slice(0, 3))})`);
    }
    if (status >= 400 && status < 500 && !EXPECTED_REFUSALS.has(status)) {
      const examples = load.refusals.filter((refusal) => refusal.status === status).slice(0, 3);
      check(false, `${count} answers were ${status}: ${JSON.stringify(examples)}`);
    }
  }

  /** Which fault a moment of the load fell in. */
  const during = (at) => {
    const last = faults.findLast(({ down }) => down <= at);
    return `${seconds(at - loadStarted)} s into the load, ${last ? `after "${last.name}" began` : 'before the first fault'}`;
  };

  // Messages: each key that got a 2xx is stored exactly once, under the id its answer gave.
  const db = await mysql.createConnection(mariadb.url);
  const [rows] = await db.query(
    "SELECT content, COUNT(*) AS copies, MIN(id) AS id FROM messages WHERE content LIKE 'Simulated message %' GROUP BY content",
  );
  // When each copy of a message stored more than once was written: tells a takeover of an abandoned
  // key (two minutes apart) from a key freed too early (seconds apart).
  const copiesOf = async (content) => {
    const [copies] = await db.query('SELECT id, createdAt FROM messages WHERE content = ? ORDER BY id', [content]);
    return copies.map((copy) => `#${copy.id} at ${copy.createdAt.toISOString().slice(11, 23)}`).join(', ');
  };
  const stored = new Map(rows.map((row) => [row.content, row]));
  let retried = 0;
  let replayed = 0;
  for (const [key, sent] of load.storedKeys) {
    const row = stored.get(sent.content);
    if (sent.attempts > 1) retried += 1;
    if (sent.replayed) replayed += 1;
    if (row?.copies !== 1) {
      const copies = row ? ` (${await copiesOf(sent.content)}; answered with #${sent.messageId})` : '';
      check(
        false,
        `key ${key} (${sent.attempts} attempts, first ${during(sent.firstAttemptAt)}) is stored ${row?.copies ?? 0} times, not once${copies}`,
      );
    } else check(row.id === sent.messageId, `key ${key} was answered with message ${sent.messageId} but stored as ${row.id}`);
  }
  // A key whose answer was lost (stored, then the instance stopped before answering) made one message.
  for (const { key, content, attempts, firstAttemptAt } of load.lostAnswerKeys) {
    if (attempts > 1) retried += 1;
    const copies = stored.get(content)?.copies ?? 0;
    check(copies === 1, `key ${key} (answer lost; first sent ${during(firstAttemptAt)}) is stored ${copies} times, not once`);
  }
  await db.end();
  for (const { key, lastStatus, firstAttemptAt } of load.unansweredKeys) {
    check(
      false,
      `key ${key} got no 2xx (last answer ${lastStatus}); first sent ${during(firstAttemptAt)}; stored ${stored.get(`Simulated message ${key}`)?.copies ?? 0} times`,
    );
  }
  for (const refused of load.refusedKeys) check(false, `a send was refused: ${JSON.stringify(refused)}`);
  const known = new Set([...load.storedKeys.values(), ...load.unansweredKeys, ...load.lostAnswerKeys].map(({ content }) => content));
  const strays = rows.filter((row) => !known.has(row.content));
  check(
    strays.length === 0,
    `${strays.length} simulated messages in the database belong to no key sent (${strays.slice(0, 3).map((row) => row.content)})`,
  );
  for (const failure of load.failures) check(false, `a nurse stopped: ${failure.message}`);

  console.log(
    `\n${all.count} requests in ${seconds(loadEnded - loadStarted)} s of load (average ${all.averageMs.toFixed(0)} ms, p99 ${all.p99Ms.toFixed(0)} ms), ` +
      `${all.failures} failed (${all.noAnswer} without an answer: ${JSON.stringify(load.noAnswerCodes)}); statuses ${JSON.stringify(all.byStatus)}`,
  );
  console.log(
    `${load.storedKeys.size} messages sent with a key, ${retried} of them retried and ${replayed} answered as a replay; ` +
      `${load.lostAnswerKeys.length} stored with their answer lost; ` +
      `${load.signIns - NURSES} sign-ins again after a 401; sends drained in ${seconds(drained - loadEnded)} s`,
  );

  console.log('\nOutages longer than every attempt of a job, with work owed:');
  problems.push(...(await runOwedWorkFault({ fleet, mariadb, sink })));
} catch (error) {
  problems.push(error.stack ?? String(error));
} finally {
  await stopEverything();
  // The logs stay for a failed run.
  if (problems.length === 0) rmSync(dir, { recursive: true, force: true });
}

console.log(`\nFault run finished in ${seconds(performance.now() - started)} s`);
if (problems.length > 0) {
  console.log(`\nFAILED:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('passed: every key stored once, no 500, service back within 10 s of each fault, owed mail and plans delivered once');
}
