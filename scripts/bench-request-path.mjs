#!/usr/bin/env node
// The request path against a bare Express baseline, in one run on one machine: a bare Express app
// answering GET /api/health's JSON beside the production build on the embedded defaults (SQLite,
// in-process jobs), load-tested in turns with autocannon at 50 connections:
//   GET /api/health              target: at least 60% of the bare Express app's requests per second
//   GET /api/auth/me, signed in  target: at least 70% of the product's health, p99 at most 50 ms
//   GET /api/users/{id}, her own record, same targets
// Beside requests per second, each row gives the server process's CPU time per request, in which the
// load generator's share of the cores does not count. Prints a table and exits 1 when a target is missed.
// Usage: npm run build && npm run bench:request-path   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import { fork } from 'node:child_process';
import path from 'node:path';
import { benchSeconds, measureInTurns, registerNurse, startBenchServer } from './lib/load-run.mjs';
import { freePort } from './lib/server.mjs';

const seconds = benchSeconds(15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
const nurse = { name: 'Bench Nurse', phone: '(555) 010-2030', email: 'bench.path@example.org', password: 'bench-password-1' };

async function startBareExpress() {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'lib/bare-health-server.mjs'), [String(port)], { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The bare Express app exited with code ${code}`)));
  });
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** A short warm-up of each endpoint, then five turns in which every endpoint runs three seconds. */
const timing = { warmupSeconds: WARMUP_SECONDS, seconds, rounds: 5 };

const bare = await startBareExpress();
const server = await startBenchServer().catch(async (error) => {
  await bare.stop();
  throw error;
});
let rows;
try {
  const { id, cookie } = await registerNurse(server, nurse);
  const [baseline, health, me, user] = await measureInTurns(
    [
      { title: 'bare Express GET /api/health', pid: bare.pid, options: { url: `${bare.url}/api/health`, connections } },
      { title: 'GET /api/health', pid: server.pid, options: { url: `${server.url}/api/health`, connections } },
      { title: 'GET /api/auth/me', pid: server.pid, options: { url: `${server.url}/api/auth/me`, headers: { cookie }, connections } },
      {
        title: 'GET /api/users/{id}',
        pid: server.pid,
        options: { url: `${server.url}/api/users/${id}`, headers: { cookie }, connections },
      },
    ],
    timing,
  );
  // The CPU share compares the server's own CPU time per request the same way: a share of 60% means
  // a request costs the product 1 / 0.6 times what it costs the reference.
  const cpuShare = (reference, row) => (reference.cpuMicros && row.cpuMicros ? reference.cpuMicros / row.cpuMicros : null);
  rows = [
    { ...baseline, of: '', target: '', cpuOf: null },
    { ...health, of: health.rps / baseline.rps, target: 0.6, cpuOf: cpuShare(baseline, health) },
    { ...me, of: me.rps / health.rps, target: 0.7, p99Max: 50, cpuOf: cpuShare(health, me) },
    { ...user, of: user.rps / health.rps, target: 0.7, p99Max: 50, cpuOf: cpuShare(health, user) },
  ];
} finally {
  await Promise.all([server.stop(), bare.stop()]);
}

console.log(
  `\n${seconds} s per endpoint in ${timing.rounds} turns after a ${WARMUP_SECONDS} s warm-up (medians of the turns), ` +
    `${connections} connections, Node ${process.version}`,
);
console.log(
  `${'endpoint'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  ${'share'.padStart(18)}  ` +
    `${'CPU µs/req'.padStart(10)} ${'CPU share'.padStart(9)}  result`,
);
let missed = 0;
for (const row of rows) {
  const share = row.target === '' ? 'baseline' : `${(row.of * 100).toFixed(0)}% (min ${row.target * 100}%)`;
  const ok = row.failed === 0 && (row.target === '' || row.of >= row.target) && (row.p99Max === undefined || row.p99 <= row.p99Max);
  if (!ok) missed += 1;
  console.log(
    `${row.title.padEnd(30)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50} ms`.padStart(6)} ${`${row.p99} ms`.padStart(6)}  ${share.padStart(18)}  ` +
      `${(row.cpuMicros === null ? 'n/a' : row.cpuMicros.toFixed(0)).padStart(10)} ${(row.cpuOf === null ? '' : `${(row.cpuOf * 100).toFixed(0)}%`).padStart(9)}  ` +
      `${ok ? 'ok' : 'MISSED'}${row.p99Max ? ` (p99 max ${row.p99Max} ms)` : ''}${row.failed ? `, ${row.failed} failed` : ''}`,
  );
}
console.log("(share: of the bare Express app for health, of the product's health for the signed-in routes)");
console.log("(CPU µs/req: the server process's CPU time per request; CPU share: the same comparison made on it)");
if (missed > 0) process.exitCode = 1;
