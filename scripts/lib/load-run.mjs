// What the load runs share: a production server with rate limits out of the way, a registered nurse
// with her session cookie, and autocannon runs reported as requests per second and latency percentiles.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuSecondsOf } from './process-cpu.mjs';
import { ADMIN_PASSWORD, startServer } from './server.mjs';
import { ownerCookie } from './owner-session.mjs';

export const benchSeconds = (fallback) => Number(process.env.BENCH_SECONDS ?? fallback);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * The built server on the embedded defaults unless `env` says otherwise, its limits raised so a run
 * measures the server, not the rate limiter.
 */
export function startBenchServer(env = {}) {
  return startServer({ RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_ACCOUNT: '100000000', ...env });
}

/** Signs up a nurse; answers her id and the cookie of the session that sign-up opened. */
export async function registerNurse(server, nurse) {
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(nurse),
  });
  if (registered.status !== 201) throw new Error(`Registering the bench nurse failed: ${registered.status}`);
  const { id } = await registered.json();
  const cookie = registered.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { id, cookie };
}

/** The password the seeder (npm run seed) gives every nurse. */
const SEEDED_PASSWORD = 'seeded-nurse-password';

/** Signs in a seeded nurse; answers her session cookie. */
export async function signInSeeded(server, email) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: SEEDED_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Signing in ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Signs in as the administrator; answers the session cookie. */
export function adminCookie(server) {
  return ownerCookie(server.url, ADMIN_PASSWORD);
}

/** A signed-in GET that must succeed; answers its JSON. */
export async function getJson(server, cookie, pathAndQuery) {
  const res = await fetch(`${server.url}${pathAndQuery}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${pathAndQuery} answered ${res.status}`);
  return res.json();
}

export function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...options }, (error, result) => (error ? reject(error) : resolve({ title, result })));
  });
}

/**
 * A warm-up run, then the measured one: requests per second, p50 and p99 latency, and how many
 * requests failed. `options` are autocannon's (url, headers, connections, ...).
 */
export async function measure(title, options, { warmupSeconds, seconds }) {
  await run(title, { ...options, duration: warmupSeconds });
  const { result } = await run(title, { ...options, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Several targets measured in turns: a warm-up of each, then `rounds` rounds in which every target
 * runs `seconds / rounds` seconds. Each figure is the median over the rounds, so a slow spell of the
 * machine touches every target alike instead of whichever happened to run during it, and ratios
 * between targets stay steady from run to run. `targets` are `{ title, options, pid? }` (autocannon's
 * options). With the server's `pid`, each target also reports `cpuMicros`: the server's CPU time per
 * request. The load generator's own share of the cores does not count in it, so it is a second view
 * of the same comparison; on a shared machine it still moves from run to run.
 */
export async function measureInTurns(targets, { warmupSeconds, seconds, rounds = 5 }) {
  for (const { title, options } of targets) await run(title, { ...options, duration: warmupSeconds });
  const figures = targets.map(() => []);
  const cpuFigures = targets.map(() => []);
  const roundSeconds = Math.max(1, Math.round(seconds / rounds));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, { title, options, pid }] of targets.entries()) {
      const cpuBefore = pid ? cpuSecondsOf(pid) : null;
      const { result } = await run(title, { ...options, duration: roundSeconds });
      const cpuAfter = pid ? cpuSecondsOf(pid) : null;
      figures[index].push(result);
      if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0) {
        cpuFigures[index].push(((cpuAfter - cpuBefore) / result.requests.total) * 1e6);
      }
    }
  }
  return targets.map(({ title }, index) => {
    const results = figures[index];
    return {
      title,
      rps: median(results.map((r) => r.requests.average)),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      cpuMicros: cpuFigures[index].length > 0 ? median(cpuFigures[index]) : null,
      failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    };
  });
}

/** Prints one line per run and answers how many requests failed in all. */
export function report(...runs) {
  let failures = 0;
  for (const { title, result } of runs) {
    const failed = result.non2xx + result.errors + result.timeouts;
    failures += failed;
    console.log(
      `${title.padEnd(32)} ${result.requests.average.toFixed(1).padStart(8)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `(${result.requests.total} requests, ${failed} failed)`,
    );
  }
  return failures;
}

/** One file as a multipart/form-data body, with its Content-Type header value. */
export function multipart(field, filename, type, bytes) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Every nurse posts the same file to `path` (a function of her id) at the same moment, `rounds` times
 * over; answers how many answers of each status came back.
 */
export async function uploadAtOnce(server, nurses, { rounds, path, field, filename, type, bytes }) {
  const statuses = new Map();
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      nurses.map(async ({ id, cookie }) => {
        const upload = multipart(field, filename, type, bytes);
        const res = await fetch(`${server.url}${path(id)}`, {
          method: 'POST',
          headers: { cookie, 'content-type': upload.contentType },
          body: upload.body,
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
    );
  }
  return statuses;
}
