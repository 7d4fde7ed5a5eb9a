#!/usr/bin/env node
// Load run of sign-in and session lookup against the production build on the embedded
// defaults (SQLite, in-process jobs). Prints requests per second and latency percentiles.
// Usage: npm run build && node scripts/bench-auth.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import autocannon from 'autocannon';
import { startServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const nurse = { name: 'Bench Nurse', phone: '(555) 010-2030', email: 'bench.nurse@example.org', password: 'bench-password-1' };

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, ...options }, (error, result) => (error ? reject(error) : resolve({ title, result })));
  });
}

function report({ title, result }) {
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(28)} ${result.requests.average.toFixed(1).padStart(8)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
      `(${result.requests.total} requests, ${failures} failed)`,
  );
  return failures;
}

// Limits raised so the run measures the server, not the rate limiter.
const server = await startServer({ RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_ACCOUNT: '100000000' });
try {
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(nurse),
  });
  if (registered.status !== 201) throw new Error(`Registering the bench nurse failed: ${registered.status}`);
  const cookie = registered.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');

  console.log(`${seconds} s per endpoint, ${connections} connections, on ${server.url}`);
  const login = await run('POST /api/auth/login', {
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: nurse.email, password: nurse.password }),
  });
  const me = await run('GET /api/auth/me', { url: `${server.url}/api/auth/me`, headers: { cookie } });
  const failures = report(login) + report(me);
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
