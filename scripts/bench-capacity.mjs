#!/usr/bin/env node
// The capacity benchmark: how many simulated active nurses (scripts/lib/simulated-nurses.mjs) the fleet
// (scripts/lib/fleet.mjs, nginx in front) holds on MySQL/MariaDB with the network seed, once with one
// API instance and once with two. Nurses are added in steps; a step holds when, over its window, fewer
// than 0.025% of answers were 5xx or none at all, the average stayed under 100 ms and p99 under 2 s.
// The figure is the last step that held. Each step prints its latency and the CPU, in % of one core,
// of the API instances, the worker, nginx, mariadbd and the load generator, and the machine's busy
// share of all cores; the last step adds which requests took the server's time.
// Usage: npm run build && npm run bench:capacity
//   BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/capacity; emptied and seeded unless BENCH_REUSE=1),
//   BENCH_REDIS_URL (redis://127.0.0.1:6379), BENCH_USERS 20000, BENCH_NETWORK_CONNECTIONS 200000,
//   BENCH_MESSAGES 400000, BENCH_STEP_NURSES 100, BENCH_SETTLE_SECONDS 15 (after a step's nurses have
//   signed in, before its window), BENCH_STEP_SECONDS 60 (the window), BENCH_MAX_NURSES 3000,
//   BENCH_INSTANCES "1,2". A short check: BENCH_SETTLE_SECONDS=5 BENCH_STEP_SECONDS=15 BENCH_MAX_NURSES=400.
// Run it on a quiet machine: the API, MariaDB, nginx and the nurses share its cores.
import mysql from 'mysql2/promise';
import { emptyDatabase, seed } from './lib/bench-database.mjs';
import { startFleet } from './lib/fleet.mjs';
import { waitUntil } from './lib/managed-process.mjs';
import { measureInTurns, signInSeeded } from './lib/load-run.mjs';
import { childPids, cpuMeter } from './lib/process-cpu.mjs';
import { seededNurses } from './lib/seeded-network.mjs';
import { READS, createSimulatedNurses } from './lib/simulated-nurses.mjs';

const env = (name, fallback) => process.env[name] ?? fallback;
const databaseUrl = env('BENCH_DATABASE_URL', 'mysql://root@127.0.0.1:3306/capacity');
const redisUrl = env('BENCH_REDIS_URL', 'redis://127.0.0.1:6379');
const users = Number(env('BENCH_USERS', 20_000));
const networkConnections = Number(env('BENCH_NETWORK_CONNECTIONS', 200_000));
const messages = Number(env('BENCH_MESSAGES', 400_000));
const stepNurses = Number(env('BENCH_STEP_NURSES', 100));
const stepSeconds = Number(env('BENCH_STEP_SECONDS', 60));
const settleSeconds = Number(env('BENCH_SETTLE_SECONDS', 15));
const maxNurses = Number(env('BENCH_MAX_NURSES', 3000));
const instanceCounts = env('BENCH_INSTANCES', '1,2').split(',').map(Number);
const costSeconds = Number(env('BENCH_COST_SECONDS', 5));

/** What a step must stay within, over its window, to hold. */
const HEALTHY = { serverErrorShare: 0.025 / 100, averageMs: 100, p99Ms: 2000 };

/** The pid of the MySQL/MariaDB server behind the URL, from its pid file (same machine only). */
async function databasePid(url) {
  const db = await mysql.createConnection(url);
  try {
    const [[{ pidFile }]] = await db.query('SELECT @@pid_file AS pidFile');
    const { readFileSync } = await import('node:fs');
    return Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return null;
  } finally {
    await db.end();
  }
}

const pct = (value) => `${value.toFixed(0)}%`;

/** Ramps nurses on a fleet of `instances` API instances; answers the figure held and the steps. */
async function ramp(instances, nurses, mariadbPid) {
  const fleet = await startFleet({
    databaseUrl,
    redisUrl,
    apiInstances: instances,
    objectStorage: false,
    // Every nurse comes from 127.0.0.1: the per-address sign-in limit is not what is measured.
    env: { RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_ACCOUNT: '100000000' },
  });
  // Interrupted, the benchmark still stops the fleet.
  const interrupted = () => fleet.stop().finally(() => process.exit(1));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, interrupted);
  const load = createSimulatedNurses(fleet.url, { connections: 512 });
  const meter = cpuMeter({
    api: () => fleet.instances.map((instance) => instance.pid),
    worker: () => (fleet.worker ? [fleet.worker.pid] : []),
    nginx: () => [fleet.proxy.pid, ...childPids(fleet.proxy.pid)],
    mariadbd: () => (mariadbPid ? [mariadbPid] : []),
    nurses: () => [process.pid],
  });
  const steps = [];
  let held = 0;
  let costs = null;
  console.log(
    `\n${instances} API instance${instances > 1 ? 's' : ''} behind nginx: +${stepNurses} nurses a step, ${settleSeconds} s to settle, then a ${stepSeconds} s window (logs in ${fleet.logDir})`,
  );
  console.log(
    `${'nurses'.padStart(6)} ${'req/s'.padStart(6)} ${'avg'.padStart(7)} ${'p99'.padStart(7)} ${'5xx+none'.padStart(9)}  ` +
      `${'api'.padStart(5)} ${'worker'.padStart(6)} ${'nginx'.padStart(5)} ${'mariadbd'.padStart(8)} ${'nurses'.padStart(6)} ${'machine'.padStart(7)} ${'api ms/req'.padStart(10)}  verdict`,
  );
  try {
    for (let target = stepNurses; target <= Math.min(maxNurses, nurses.length); target += stepNurses) {
      await load.add(nurses.slice(target - stepNurses, target));
      await waitUntil(() => load.active === target || load.failures.length > 0, { timeoutMs: 120_000, what: `${target} nurses signed in` });
      if (load.failures.length > 0) throw load.failures[0];
      // The step's sign-ins (each a password hash) and the burst of first polls are over before the window.
      await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
      meter.sample();
      const from = performance.now();
      await new Promise((resolve) => setTimeout(resolve, stepSeconds * 1000));
      const to = performance.now();
      const cpu = meter.sample();
      const window = load.timeline.summary(from, to);
      const errorShare = (window.serverErrors + window.noAnswer) / Math.max(1, window.count);
      // The API's CPU time per request: what one instance's core allows, whatever else the machine runs.
      const apiCpuMs = ((cpu.shares.api / 100) * stepSeconds * 1000) / Math.max(1, window.count);
      const ok = errorShare < HEALTHY.serverErrorShare && window.averageMs < HEALTHY.averageMs && window.p99Ms < HEALTHY.p99Ms;
      steps.push({ nurses: target, window, cpu, apiCpuMs, ok });
      console.log(
        `${String(target).padStart(6)} ${(window.count / stepSeconds).toFixed(0).padStart(6)} ${`${window.averageMs.toFixed(0)} ms`.padStart(7)} ` +
          `${`${window.p99Ms.toFixed(0)} ms`.padStart(7)} ${`${(errorShare * 100).toFixed(3)}%`.padStart(9)}  ` +
          `${pct(cpu.shares.api).padStart(5)} ${pct(cpu.shares.worker).padStart(6)} ${pct(cpu.shares.nginx).padStart(5)} ` +
          `${pct(cpu.shares.mariadbd).padStart(8)} ${pct(cpu.shares.nurses).padStart(6)} ${pct(cpu.machine).padStart(7)} ` +
          `${apiCpuMs.toFixed(2).padStart(10)}  ${ok ? 'holds' : 'MISSED'}`,
      );
      if (!ok) break;
      held = target;
    }
    await load.stop({ drainMs: 10_000 });
    if (instances === 1 && costSeconds > 0 && steps.length > 0) costs = await readCosts(fleet, nurses[0], steps.at(-1).window);
  } finally {
    await load.stop({ drainMs: 10_000 });
    await fleet.stop();
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, interrupted);
  }
  return { instances, held, steps, refused: load.refusedKeys, costs };
}

/**
 * The API's CPU time for each read of the mix, alone at 10 connections as one nurse (autocannon, in
 * turns), and its share of the API's CPU at the mix's own counts in `window`.
 */
async function readCosts(fleet, nurse, window) {
  const cookie = await signInSeeded({ url: fleet.url }, nurse.email);
  const targets = Object.entries(READS).map(([op, path]) => ({
    title: op,
    options: { url: fleet.url + path(nurse, nurse.connections[0]), headers: { cookie }, connections: 10 },
    pid: fleet.instances[0].pid,
  }));
  const measured = await measureInTurns(targets, { warmupSeconds: 1, seconds: costSeconds, rounds: 1 });
  const weighted = measured.map((row) => ({ ...row, count: window.byOp[row.title]?.count ?? 0 }));
  const total = weighted.reduce((sum, row) => sum + row.count * (row.cpuMicros ?? 0), 0);
  return weighted.map((row) => ({ ...row, share: total ? (row.count * (row.cpuMicros ?? 0)) / total : 0 }));
}

/** The requests that took the server's time in a step, the costliest first: count, average and share. */
function busiestRequests(window, top = 6) {
  const total = Object.values(window.byOp).reduce((sum, op) => sum + op.totalMs, 0);
  return Object.entries(window.byOp)
    .sort(([, a], [, b]) => b.totalMs - a.totalMs)
    .slice(0, top)
    .map(([op, { count, totalMs }]) => `${op} ${count}x avg ${(totalMs / count).toFixed(0)} ms (${pct((totalMs / total) * 100)} of time)`);
}

/** What limited the figure: the resource nearest its ceiling in the step that missed (or the last one). */
function limit(run) {
  const last = run.steps.at(-1);
  if (!last) return 'no step ran';
  const { shares, machine } = last.cpu;
  const apiCeiling = run.instances * 100;
  const reasons = [];
  if (shares.api >= apiCeiling * 0.85)
    reasons.push(`the API process${run.instances > 1 ? 'es' : ''} (${pct(shares.api)} of ${apiCeiling}%: one core each)`);
  if (machine >= 90)
    reasons.push(
      `the machine's cores (${pct(machine)} busy; mariadbd ${pct(shares.mariadbd)}, nginx ${pct(shares.nginx)}, nurses ${pct(shares.nurses)})`,
    );
  if (shares.nurses >= 85) reasons.push(`the load generator (${pct(shares.nurses)} of a core)`);
  if (reasons.length === 0) reasons.push(`no CPU ceiling (machine ${pct(machine)} busy): latency in waits, see the requests`);
  // At this step's mix and CPU cost, what one core per instance could serve at the most.
  const perNurse = last.window.count / stepSeconds / last.nurses;
  const ceiling = (run.instances * 1000) / last.apiCpuMs / perNurse;
  reasons.push(
    `at ${last.apiCpuMs.toFixed(2)} ms of API CPU a request and ${perNurse.toFixed(2)} requests a second a nurse, ` +
      `${run.instances} core${run.instances > 1 ? 's' : ''} of API would serve at most ${ceiling.toFixed(0)} nurses`,
  );
  return `${last.ok ? 'the ramp reached BENCH_MAX_NURSES; at its last step' : `at ${last.nurses} nurses`}: ${reasons.join('; ')}\n    busiest requests: ${busiestRequests(last.window).join('; ')}`;
}

if (!process.env.BENCH_REUSE) {
  await emptyDatabase(databaseUrl);
  const seconds = seed({ DATABASE_URL: databaseUrl }, [
    '--users',
    String(users),
    '--connections',
    String(networkConnections),
    '--messages',
    String(messages),
  ]);
  console.log(`Seeded ${users} nurses, ${networkConnections} connections and ${messages} messages in ${seconds.toFixed(0)} s`);
}
const nurses = await seededNurses(databaseUrl, maxNurses);
if (nurses.length < Math.min(maxNurses, stepNurses)) throw new Error(`Only ${nurses.length} seeded nurses have connections`);
const mariadbPid = await databasePid(databaseUrl);
const runs = [];
for (const instances of instanceCounts) runs.push(await ramp(instances, nurses, mariadbPid));

console.log('\nSimulated active nurses held (5xx under 0.025%, average under 100 ms, p99 under 2 s):');
for (const run of runs) {
  console.log(`  ${run.instances} API instance${run.instances > 1 ? 's' : ''} behind nginx: ${run.held}`);
  console.log(`    limit ${limit(run)}`);
  if (run.costs) {
    console.log("    API CPU per read, alone at 10 connections, and its share of the reads' CPU in the mix of the last step:");
    for (const row of [...run.costs].sort((a, b) => b.share - a.share)) {
      console.log(
        `      ${row.title.padEnd(20)} ${`${row.cpuMicros?.toFixed(0) ?? '?'} µs`.padStart(9)} ${`${row.rps.toFixed(0)} req/s`.padStart(11)} ` +
          `${String(row.count).padStart(6)} in the window  ${pct(row.share * 100).padStart(4)}${row.failed ? `  (${row.failed} failed)` : ''}`,
      );
    }
  }
  if (run.refused.length > 0) {
    const examples = run.refused.slice(0, 3).map(({ status, body }) => `${status} ${body}`);
    console.log(`    ${run.refused.length} sends were refused (a 4xx), e.g. ${examples.join('; ')}`);
  }
}
if (!mariadbPid) console.log('(mariadbd CPU not measured: the database server is not on this machine or its pid file is unreadable)');
