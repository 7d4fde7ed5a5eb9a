#!/usr/bin/env node
// The career assistant and the career wizard on the production build (embedded defaults unless
// BENCH_DATABASE_URL names a MySQL/MariaDB database), with GET /api/health as the yardstick in the same run:
//   POST /api/chat with the built-in engine, questions of every kind in turn, at 20 connections
//   (target: p99 at most 100 ms), as a share of health;
//   generate-to-list time of a career plan for one nurse, ten times (target: at most 2 s);
//   with BENCH_REDIS_URL as well, generation throughput on BullMQ with one worker process and with two
//   (the API queues only): BENCH_NURSES nurses (default 100) ask for a plan at once, timed until all are made.
// Usage: npm run build && npm run bench:assistant   (BENCH_SECONDS to change the load)
import { benchSeconds, measure, registerNurse, startBenchServer } from './lib/load-run.mjs';
import { ADMIN_PASSWORD, startWorker } from './lib/server.mjs';
import { ownerCookie } from './lib/owner-session.mjs';

const seconds = benchSeconds(10);
const CONNECTIONS = 20;
const PLANS = 10;
const timing = { warmupSeconds: 2, seconds };
const QUESTIONS = [
  'Are there any jobs in oncology?',
  'What certifications do I need for the ICU?',
  'Which states can I work in with my licence?',
  'Tell me about pediatirc nursing',
  'Any courses for the operating room?',
  'How do I connect with nurses in labor and delivery?',
  'How can I improve my profile?',
  'What is the weather today?',
];

const NURSES = Number(process.env.BENCH_NURSES ?? 100);

async function call(server, cookie, method, path, body) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A live nurse who has finished onboarding, with the profile the answers and plans are drawn from. */
async function liveNurse(server, index = 0) {
  const nurse = {
    name: 'Bench Nurse',
    phone: '(555) 010-2030',
    email: `bench.assistant.${Date.now()}.${index}@example.org`,
    password: 'bench-password-1',
  };
  const { id, cookie } = await registerNurse(server, nurse);
  const adminCookie = await ownerCookie(server.url, ADMIN_PASSWORD);
  await call(server, adminCookie, 'PUT', `/api/admin/users/${id}/status`, { status: 'live' });
  await call(server, cookie, 'PUT', `/api/users/${id}`, {
    licensureType: 'RN',
    confirmedSpecialties: ['Oncology', 'ICU'],
    selectedCareerAreas: ['Palliative Care'],
    selectedStates: 'OH',
    certifications: 'BLS',
    onboardingCompleted: true,
  });
  return { id, cookie };
}

/** Seconds until every nurse's plan is made, all asked for at once, with `workers` worker processes running. */
async function generationSeconds(server, nurses, workers) {
  const running = [];
  for (let index = 0; index < workers; index += 1) running.push(await startWorker(server));
  try {
    const started = performance.now();
    await Promise.all(nurses.map(({ cookie }) => call(server, cookie, 'POST', '/api/career-recommendations/generate', {})));
    for (const { cookie } of nurses) {
      while ((await call(server, cookie, 'GET', '/api/career-recommendations/generation')).state !== 'done') {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return (performance.now() - started) / 1000;
  } finally {
    await Promise.all(running.map((worker) => worker.stop()));
  }
}

async function workerThroughput() {
  const server = await startBenchServer({
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    REDIS_URL: process.env.BENCH_REDIS_URL,
    PROCESS_JOBS: 'false',
  });
  try {
    const nurses = [];
    for (let index = 0; index < NURSES; index += 1) nurses.push(await liveNurse(server, index));
    console.log(`career plans on BullMQ, ${NURSES} nurses asking at once (the API only queues):`);
    for (const workers of [1, 2]) {
      const secondsTaken = await generationSeconds(server, nurses, workers);
      console.log(
        `  ${workers} worker${workers > 1 ? 's' : ''}: ${secondsTaken.toFixed(1)} s, ${(NURSES / secondsTaken).toFixed(1)} plans/s`,
      );
    }
  } finally {
    await server.stop();
  }
}

const server = await startBenchServer({
  ASSISTANT_REQUESTS_PER_MINUTE: '100000000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
try {
  const { cookie } = await liveNurse(server);
  const health = await measure('GET /api/health', { url: `${server.url}/api/health`, connections: CONNECTIONS }, timing);
  const chat = await measure(
    'POST /api/chat',
    {
      url: `${server.url}/api/chat`,
      connections: CONNECTIONS,
      requests: QUESTIONS.map((message) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
        body: JSON.stringify({ message }),
      })),
    },
    timing,
  );

  const planTimes = [];
  for (let run = 0; run < PLANS; run += 1) {
    const started = performance.now();
    const plan = await call(server, cookie, 'POST', '/api/career-recommendations/generate', {});
    if (plan.state !== 'done') throw new Error(`The plan was not made within the request (state ${plan.state})`);
    await call(server, cookie, 'GET', '/api/career-recommendations');
    planTimes.push(performance.now() - started);
  }
  planTimes.sort((a, b) => a - b);

  console.log(
    `\n${seconds} s per request after a 2 s warm-up, ${CONNECTIONS} connections, ${process.env.BENCH_DATABASE_URL ? 'MySQL/MariaDB' : 'SQLite'}`,
  );
  console.log(`GET /api/health   ${health.rps.toFixed(0)} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms`);
  const chatOk = chat.p99 <= 100 && chat.failed === 0;
  console.log(
    `POST /api/chat    ${chat.rps.toFixed(0)} req/s, p50 ${chat.p50} ms, p99 ${chat.p99} ms, ${((chat.rps / health.rps) * 100).toFixed(0)}% of health` +
      ` (${chatOk ? 'ok' : 'MISSED'}, target p99 100 ms${chat.failed ? `, ${chat.failed} failed` : ''})`,
  );
  const median = planTimes[Math.floor(PLANS / 2)];
  const worst = planTimes[PLANS - 1];
  const planOk = worst <= 2000;
  console.log(
    `career plan, generate to list, ${PLANS} runs: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (${planOk ? 'ok' : 'MISSED'}, target 2000 ms)`,
  );
  if (!chatOk || !planOk) process.exitCode = 1;
} finally {
  await server.stop();
}

if (process.env.BENCH_DATABASE_URL && process.env.BENCH_REDIS_URL) await workerThroughput();
