#!/usr/bin/env node
// Load run of sign-in and session lookup against the production build on the embedded
// defaults (SQLite, in-process jobs). Prints requests per second and latency percentiles.
// Usage: npm run build && node scripts/bench-auth.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import { connections, registerNurse, report, run, benchSeconds, startBenchServer } from './lib/load-run.mjs';

const seconds = benchSeconds(30);
const nurse = { name: 'Bench Nurse', phone: '(555) 010-2030', email: 'bench.nurse@example.org', password: 'bench-password-1' };

const server = await startBenchServer();
try {
  const { cookie } = await registerNurse(server, nurse);

  console.log(`${seconds} s per endpoint, ${connections} connections, on ${server.url}`);
  const login = await run('POST /api/auth/login', {
    duration: seconds,
    url: `${server.url}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: nurse.email, password: nurse.password }),
  });
  const me = await run('GET /api/auth/me', { duration: seconds, url: `${server.url}/api/auth/me`, headers: { cookie } });
  const failures = report(login, me);
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
