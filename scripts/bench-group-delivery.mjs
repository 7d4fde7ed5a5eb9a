#!/usr/bin/env node
// Live delivery in a group: the built API, a group of 20 nurses each with an open live socket tab, and
// one member sending MESSAGES messages, one at a time. For each message, the time from the start of the
// POST to the last of the 20 tabs (the sender's included) receiving its `message` event; prints p50 and
// p99 (goal: p99 at most 250 ms).
// Usage: npm run build && npm run bench:group-delivery   (BENCH_MESSAGES to change the count)
// On the embedded defaults (SQLite, in-process jobs) unless BENCH_DATABASE_URL names a MySQL/MariaDB
// database (such as the network seed of npm run bench:message-search, which it adds its nurses to) and
// BENCH_REDIS_URL a Redis, as a fleet runs.
import { randomUUID } from 'node:crypto';
import { openLiveTab } from './lib/live-tab.mjs';
import { adminCookie, registerNurse, startBenchServer } from './lib/load-run.mjs';

const MEMBERS = 20;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const redisUrl = process.env.BENCH_REDIS_URL ?? '';
const storeName = databaseUrl ? `MySQL/MariaDB${redisUrl ? ' and Redis' : ''}` : 'SQLite';

async function call(server, cookie, method, path, body, headers = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, origin: server.url, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** `count` live nurses, each signed in: `{ id, cookie }`. */
async function liveNurses(server, count) {
  const admin = await adminCookie(server);
  const nurses = [];
  for (let i = 0; i < count; i += 1) {
    const nurse = await registerNurse(server, {
      name: 'Bench Nurse',
      phone: '(555) 010-2030',
      email: `bench.group${i}.${Date.now()}@example.org`,
      password: 'bench-password-1',
    });
    await call(server, admin, 'PUT', `/api/admin/users/${nurse.id}/status`, { status: 'live' });
    nurses.push(nurse);
  }
  return nurses;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const server = await startBenchServer({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });
const tabs = [];
try {
  const [sender, ...others] = await liveNurses(server, MEMBERS);
  for (const other of others) {
    const { id } = await call(server, sender.cookie, 'POST', '/api/connections/request', {
      userId1: sender.id,
      userId2: other.id,
      message: 'Join the unit group?',
    });
    await call(server, other.cookie, 'PUT', `/api/connections/${id}/status`, { status: 'accepted' });
  }
  const group = await call(server, sender.cookie, 'POST', '/api/groups', { name: 'Bench unit', memberIds: others.map((o) => o.id) });

  // Each message's content names it; a message counts as delivered once every tab has it.
  const waiting = new Map();
  for (const member of [sender, ...others]) {
    const tab = await openLiveTab(server, member.cookie);
    tab.on('message', (message) => {
      const pending = waiting.get(message.content);
      if (pending && message.groupId === group.id && --pending.left === 0) pending.done(performance.now());
    });
    tabs.push(tab);
  }

  const answered = [];
  const sendAndWait = async (content) => {
    const delivered = new Promise((done) => waiting.set(content, { left: MEMBERS, done }));
    const started = performance.now();
    await call(server, sender.cookie, 'POST', `/api/groups/${group.id}/messages`, { content }, { 'idempotency-key': randomUUID() });
    answered.push(performance.now() - started);
    const at = await delivered;
    waiting.delete(content);
    return at - started;
  };
  for (let i = 0; i < 10; i += 1) await sendAndWait(`Warming up ${i}`);
  answered.length = 0;
  const latencies = [];
  for (let i = 0; i < MESSAGES; i += 1) latencies.push(await sendAndWait(`Handover note ${i}`));
  console.log(
    `Group of ${MEMBERS} members, each with an open tab; ${MESSAGES} messages from one member, one at a time (${storeName}):\n` +
      `  send to every tab: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${Math.max(...latencies).toFixed(1)} ms (goal p99 <= 250 ms)\n` +
      `  the POST answered: p50 ${percentile(answered, 50).toFixed(1)} ms, p99 ${percentile(answered, 99).toFixed(1)} ms`,
  );
} finally {
  for (const tab of tabs) tab.disconnect();
  await server.stop();
}
