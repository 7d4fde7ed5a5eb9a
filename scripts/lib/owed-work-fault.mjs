// The fault run's outages longer than a job's attempts (five over about 30 s): the mail server refuses
// for 60 s while password resets and digests are owed, then MariaDB is down for 60 s while resets,
// digests and a career plan are owed (the worker is held for a moment first, so that their jobs run
// into the outage, as jobs queued just before it would). Once each service is back, every one must
// arrive exactly once within two of the worker's minute sweeps; a third sweep passes before the
// doubles are counted. Counts arrivals at the run's own SMTP server (smtp-sink.mjs) by recipient and
// subject, Message-IDs included.
import mysql from 'mysql2/promise';
import { waitUntil } from './managed-process.mjs';
import { ADMIN_PASSWORD } from './server.mjs';
import { ownerCookie } from './owner-session.mjs';

const OUTAGE_MS = 60_000;
const SWEEP_MS = 60_000;
/** Two sweeps, and the few seconds the jobs they queue take. */
const ARRIVES_WITHIN_MS = 2 * SWEEP_MS + 10_000;
const NURSES_PER_OUTAGE = 4;
/** The fleet's digest delay for this fault (DIGEST_DELAY_SECONDS): digests come due inside each outage. */
export const OWED_DIGEST_DELAY_SECONDS = 10;

const seconds = (ms) => (ms / 1000).toFixed(1);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const SUBJECT = { welcome: 'Welcome to', live: 'Your account is active', reset: 'Reset your password' };

/** A browser of one person: JSON requests through the proxy, keeping the session cookies it is given. */
function client(baseUrl, initialCookie) {
  const cookies = new Map();
  if (initialCookie) cookies.set(...initialCookie.split(/=(.*)/s).slice(0, 2));
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: baseUrl,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };
}

let sequence = 0;

/** A new nurse, live, with her welcome and account-live mails already in. */
async function liveNurse(baseUrl, admin, sink, label) {
  sequence += 1;
  const email = `${label}.${Date.now().toString(36)}${sequence}@example.org`;
  const call = client(baseUrl);
  const { id } = await call('POST', '/api/auth/register', {
    name: 'Owed Work',
    phone: '(555) 123-4567',
    email,
    password: 'owed-work-password',
  });
  await admin('PUT', `/api/admin/users/${id}/status`, { status: 'live' });
  await waitUntil(() => sink.received.filter((mail) => mail.to === email).length >= 2, {
    timeoutMs: 30_000,
    what: `the welcome and account-live mails to ${email}`,
  });
  return { id, email, call };
}

/** Mails to `email` of one kind. */
const mailsOf = (sink, email, kind) =>
  sink.received.filter((mail) => mail.to === email && (kind === 'digest' ? mail.digest : mail.subject.startsWith(SUBJECT[kind])));

/**
 * Runs both outages; answers `problems` (each a sentence) and prints a line per outage. `fleet` is
 * startFleet's, started with SMTP_URL at `sink` and DIGEST_DELAY_SECONDS at OWED_DIGEST_DELAY_SECONDS.
 */
export async function runOwedWorkFault({ fleet, mariadb, sink }) {
  const problems = [];
  const admin = client(fleet.url, await ownerCookie(fleet.url, ADMIN_PASSWORD));
  const sender = await liveNurse(fleet.url, admin, sink, 'owed-sender');
  const outages = [];

  /** Everything owed to `nurses` (and the plan of `planner`) asked for while the service is up. */
  async function makeOwed(nurses) {
    for (const nurse of nurses) {
      await client(fleet.url)('POST', '/api/auth/forgot-password', { email: nurse.email });
      await sender.call('POST', '/api/connections/request', { userId1: sender.id, userId2: nurse.id, message: 'Owed work' });
    }
  }

  /** Waits for every owed reset and digest (and the plan) until ARRIVES_WITHIN_MS after `back`. */
  async function awaitArrivals(name, nurses, back, planner) {
    const arrivedAt = [];
    const expected = nurses.length * 2 + (planner ? 1 : 0);
    let planDoneAt = null;
    const arrived = async () => {
      arrivedAt.length = 0;
      for (const nurse of nurses)
        for (const kind of ['reset', 'digest'])
          arrivedAt.push(
            ...mailsOf(sink, nurse.email, kind)
              .slice(0, 1)
              .map((mail) => mail.at),
          );
      if (planner && planDoneAt === null) {
        const generation = await planner.call('GET', '/api/career-recommendations/generation').catch(() => null);
        if (generation?.state === 'done') planDoneAt = performance.now();
      }
      return arrivedAt.length + (planDoneAt === null ? 0 : 1) === expected;
    };
    while (!(await arrived()) && performance.now() - back < ARRIVES_WITHIN_MS) await pause(500);
    const latest = Math.max(back, ...arrivedAt, planDoneAt ?? back);
    const count = arrivedAt.length + (planDoneAt === null ? 0 : 1);
    if (count < expected)
      problems.push(
        `${name}: ${expected - count} of ${expected} owed mails or plans had not arrived ${seconds(ARRIVES_WITHIN_MS)} s after it was back`,
      );
    outages.push({ name, back, expected, count, latestMs: latest - back, nurses, planner });
  }

  // The mail server refuses; resets are asked for and digests come due inside the outage.
  const smtpNurses = [];
  for (let i = 0; i < NURSES_PER_OUTAGE; i += 1) smtpNurses.push(await liveNurse(fleet.url, admin, sink, 'owed-smtp'));
  const smtpDown = performance.now();
  await sink.stop();
  await makeOwed(smtpNurses);
  await pause(OUTAGE_MS - (performance.now() - smtpDown));
  await sink.start();
  await awaitArrivals('SMTP refusing for 60 s', smtpNurses, performance.now());

  // MariaDB stops with resets, digests and a plan owed whose jobs are queued but not yet run.
  const dbNurses = [];
  for (let i = 0; i < NURSES_PER_OUTAGE; i += 1) dbNurses.push(await liveNurse(fleet.url, admin, sink, 'owed-db'));
  const planner = await liveNurse(fleet.url, admin, sink, 'owed-plan');
  await planner.call('PUT', `/api/users/${planner.id}`, { licensureType: 'RN', confirmedSpecialties: ['Oncology'], selectedStates: 'OH' });
  process.kill(fleet.worker.pid, 'SIGSTOP');
  try {
    await makeOwed(dbNurses);
    const asked = await planner.call('POST', '/api/career-recommendations/generate');
    if (asked.state !== 'queued') problems.push(`the plan was ${asked.state} before the outage, with the worker held`);
  } finally {
    process.kill(fleet.worker.pid, 'SIGCONT');
  }
  const dbDown = performance.now();
  await mariadb.kill();
  await pause(OUTAGE_MS - (performance.now() - dbDown));
  await mariadb.start();
  await awaitArrivals('MariaDB stopped for 60 s', dbNurses, performance.now(), planner);

  // One more sweep: anything sent twice shows up by then.
  await pause(SWEEP_MS);
  const db = await mysql.createConnection(mariadb.url);
  try {
    for (const outage of outages) {
      let doubled = 0;
      for (const nurse of outage.nurses) {
        for (const kind of ['welcome', 'live', 'reset', 'digest']) {
          const mails = mailsOf(sink, nurse.email, kind);
          if (mails.length > 1) {
            doubled += 1;
            problems.push(
              `${outage.name}: ${mails.length} ${kind} mails to ${nurse.email} (${mails.map((mail) => mail.messageId).join(', ')}), not one`,
            );
          }
        }
      }
      if (outage.planner) {
        const [generations] = await db.query('SELECT state FROM career_generations WHERE userId = ?', [outage.planner.id]);
        const [titles] = await db.query('SELECT title, COUNT(*) AS copies FROM career_recommendations WHERE userId = ? GROUP BY title', [
          outage.planner.id,
        ]);
        const states = generations.map((row) => row.state).join(', ');
        if (states !== 'done') problems.push(`${outage.name}: the plan's generations are [${states}], not one done`);
        if (titles.length === 0) problems.push(`${outage.name}: the plan has no steps`);
        const repeated = titles.filter((row) => Number(row.copies) > 1);
        if (repeated.length > 0) problems.push(`${outage.name}: plan steps stored twice: ${repeated.map((row) => row.title).join(', ')}`);
        doubled += repeated.length;
      }
      console.log(
        `${outage.name}: ${outage.count} of ${outage.expected} owed ${outage.planner ? 'resets, digests and the plan' : 'resets and digests'} arrived, ` +
          `the last ${seconds(outage.latestMs)} s after it was back (limit ${seconds(ARRIVES_WITHIN_MS)} s); ${doubled} doubled`,
      );
    }
  } finally {
    await db.end();
  }
  const ids = sink.received.map((mail) => mail.messageId).filter(Boolean);
  console.log(
    `  ${sink.received.length} mails reached the SMTP server in the whole run, ${ids.length - new Set(ids).size} of them under a Message-ID already received`,
  );
  return problems;
}
