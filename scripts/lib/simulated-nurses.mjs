// Simulated active nurses against a running API: each one signs in once and keeps her session cookie
// (signing in again on a 401), polls the top bar's badges as the front end does while its live socket
// is down, and between think times reads her conversations and threads, searches people, views
// profiles, now and then uploads a photo, and sends about one message a minute to one of her
// connections with an Idempotency-Key, retried with the same key until it is stored. Every request
// lands in a timeline (scripts/lib/request-timeline.mjs); every key that got a 2xx is kept with the
// message id it made, for checking against the database.
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { Agent, request } from 'undici';
import { multipart } from './load-run.mjs';
import { NO_ANSWER, createTimeline } from './request-timeline.mjs';

/** The password the seeder (npm run seed) gives every nurse. */
export const SEEDED_PASSWORD = 'seeded-nurse-password';

/**
 * The reads a nurse makes, by the name the timeline keeps them under: each answers the path for her
 * and `other`, one of her connections.
 */
export const READS = {
  // The top bar's unread messages, pending requests and bell, in one answer.
  badges: () => '/api/badges',
  conversations: (nurse) => `/api/conversations/${nurse.id}`,
  thread: (nurse, other) => `/api/messages/${nurse.id}/${other.id}`,
  'people search': (nurse, other) => `/api/users/search?q=${encodeURIComponent(other.name.split(' ').at(-1))}&excludeUserId=${nurse.id}`,
  profile: (nurse, other) => `/api/users/${other.id}`,
  connections: (nurse) => `/api/users/${nurse.id}/connections`,
};

/**
 * How an active nurse paces herself. The poll is the front end's while its live socket is down
 * (POLL_INTERVALS_MS in libs/domain/src): the top bar's badges every 5 s. Screen actions follow a think
 * time of `thinkMs` on average, picked by `actions` weight; a message goes out every `messageEveryMs`
 * on average.
 */
export const DEFAULT_PACE = {
  polls: [{ op: 'badges', everyMs: 5000 }],
  thinkMs: 10_000,
  messageEveryMs: 60_000,
  actions: { conversations: 30, thread: 30, search: 15, profile: 20, connections: 5, photo: 0 },
};

/** Answers that a retry with the same key may cure: none at all, a gateway's, or the key still at work elsewhere. */
const RETRYABLE_SEND = new Set([NO_ANSWER, 502, 503, 504, 409]);
/** The 409 for a key whose work is stored but whose answer was lost: retrying cannot get it. */
const ANSWER_LOST = /answer was lost/;
const SEND_RETRY_DELAYS_MS = [500, 1500, 3500, 5000];
const SIGN_IN_RETRY_MS = 1000;
const REQUEST_TIMEOUT_MS = 20_000;
const REFUSALS_KEPT = 20;

const jitter = (mean) => mean * (0.5 + Math.random());
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function weightedPicker(weights) {
  const entries = Object.entries(weights).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [name, weight] of entries) if ((roll -= weight) < 0) return name;
    return entries.at(-1)[0];
  };
}

/** A small PNG made once, for photo uploads. */
let photoBytes = null;
async function photo() {
  photoBytes ??= await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 120, b: 160 } } })
    .png()
    .toBuffer();
  return photoBytes;
}

/**
 * Starts no one yet; `add(nurses)` sets nurses going, each `{ id, email, connections: [{ id, name }] }`
 * (her accepted connections). `options.pace` overrides DEFAULT_PACE; `options.connections` is the
 * most keep-alive connections held to the server.
 */
export function createSimulatedNurses(baseUrl, { pace: paceOverrides = {}, connections = 256, password = SEEDED_PASSWORD } = {}) {
  const pace = { ...DEFAULT_PACE, ...paceOverrides, actions: { ...DEFAULT_PACE.actions, ...paceOverrides.actions } };
  const nextAction = weightedPicker(pace.actions);
  const agent = new Agent({ connections, keepAliveTimeout: 30_000, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });
  const timeline = createTimeline();
  const stopping = new AbortController();
  // Every waiting nurse listens for the stop.
  setMaxListeners(0, stopping.signal);
  const running = [];
  /** Keys that got a 2xx: key -> { nurseId, toUserId, content, messageId, attempts, replayed, firstAttemptAt }. */
  const storedKeys = new Map();
  /** Keys refused for good (a 4xx other than 401 and 409), and keys still unanswered when the run stopped. */
  const refusedKeys = [];
  const unansweredKeys = [];
  const lostAnswerKeys = [];
  const noAnswerCodes = {};
  /** The first refusals (a 4xx other than 401) with their bodies, to tell why. */
  const refusals = [];
  /** Nurses that stopped for a reason no retry cures (a refused sign-in, a bug here). */
  const failures = [];
  let signIns = 0;
  let active = 0;

  async function call(op, method, path, { cookie, headers = {}, body } = {}) {
    const startedAt = performance.now();
    let status = NO_ANSWER;
    let text = '';
    let resHeaders = {};
    try {
      const res = await request(baseUrl + path, {
        method,
        dispatcher: agent,
        headers: { ...(cookie ? { cookie } : {}), ...headers },
        body,
      });
      text = await res.body.text();
      status = res.statusCode;
      resHeaders = res.headers;
    } catch (error) {
      const code = error.code ?? error.name;
      noAnswerCodes[code] = (noAnswerCodes[code] ?? 0) + 1;
    }
    timeline.record(op, status, startedAt, performance.now());
    if (status >= 400 && status < 500 && status !== 401 && refusals.length < REFUSALS_KEPT)
      refusals.push({ op, method, path, status, body: text });
    return { status, text, headers: resHeaders };
  }

  const json = (body) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** One nurse: her session, her polls, her screen actions and her messages, until the run stops. */
  async function live(nurse) {
    const { signal } = stopping;
    let cookie = null;
    let sending = null;

    async function signIn() {
      while (!signal.aborted) {
        const res = await call('sign in', 'POST', '/api/auth/login', json({ email: nurse.email, password }));
        if (res.status === 200) {
          const setCookie = res.headers['set-cookie'];
          cookie = [setCookie]
            .flat()
            .map((value) => value.split(';')[0])
            .join('; ');
          signIns += 1;
          return true;
        }
        if (res.status !== NO_ANSWER && res.status < 500) throw new Error(`Signing in ${nurse.email} failed: ${res.status} ${res.text}`);
        await sleep(SIGN_IN_RETRY_MS).catch(() => {});
      }
      return false;
    }

    /** A request as her; a 401 signs her in again and repeats it once. */
    async function as(op, method, path, options = {}) {
      let res = await call(op, method, path, { ...options, cookie });
      if (res.status === 401 && (await signIn())) res = await call(op, method, path, { ...options, cookie });
      return res;
    }

    async function send() {
      const to = pick(nurse.connections);
      const key = randomUUID();
      const content = `Simulated message ${key}`;
      const body = JSON.stringify({ toUserId: to.id, content });
      const headers = { 'content-type': 'application/json', 'idempotency-key': key };
      const firstAttemptAt = performance.now();
      for (let attempt = 1; ; attempt += 1) {
        const res = await as('send message', 'POST', '/api/messages', { headers, body });
        if (res.status >= 200 && res.status < 300) {
          const replayed = res.headers['idempotent-replayed'] === 'true';
          storedKeys.set(key, {
            nurseId: nurse.id,
            toUserId: to.id,
            content,
            messageId: JSON.parse(res.text).id,
            attempts: attempt,
            replayed,
            firstAttemptAt,
          });
          return;
        }
        // The message was stored but its answer lost (the instance stopped between the two): the
        // API says so rather than sending it again, and the composer stops retrying.
        if (res.status === 409 && ANSWER_LOST.test(res.text)) {
          lostAnswerKeys.push({ key, nurseId: nurse.id, content, attempts: attempt, firstAttemptAt });
          return;
        }
        if (!RETRYABLE_SEND.has(res.status)) {
          refusedKeys.push({ key, nurseId: nurse.id, status: res.status, body: res.text });
          return;
        }
        // Past the run's end a send goes on retrying for `drainMs` (see stop), then gives up.
        if (drainDeadline !== null && performance.now() > drainDeadline) {
          unansweredKeys.push({ key, nurseId: nurse.id, content, lastStatus: res.status, firstAttemptAt });
          return;
        }
        await sleep(SEND_RETRY_DELAYS_MS[Math.min(attempt - 1, SEND_RETRY_DELAYS_MS.length - 1)]);
      }
    }

    const read = (op, other) => as(op, 'GET', READS[op](nurse, other));
    const screen = {
      conversations: () => read('conversations'),
      thread: async () => {
        const other = pick(nurse.connections);
        const res = await read('thread', other);
        if (res.status === 200) await as('mark read', 'PUT', `/api/messages/read/${other.id}/${nurse.id}`);
      },
      search: () => read('people search', pick(nurse.connections)),
      profile: () => read('profile', pick(nurse.connections)),
      connections: () => read('connections'),
      photo: async () => {
        const { body, contentType } = multipart('avatar', 'photo.png', 'image/png', await photo());
        return as('photo upload', 'POST', `/api/users/${nurse.id}/avatar`, { headers: { 'content-type': contentType }, body });
      },
    };

    // Spread out: each nurse starts her clocks at a random point of their periods.
    const now = performance.now();
    const due = {
      polls: pace.polls.map((poll) => now + Math.random() * poll.everyMs),
      action: now + Math.random() * pace.thinkMs,
      message: now + Math.random() * pace.messageEveryMs,
    };
    if (!(await signIn())) return;
    active += 1;
    try {
      while (!signal.aborted) {
        const soonest = Math.min(...due.polls, due.action, due.message);
        const wait = soonest - performance.now();
        if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => {});
        if (signal.aborted) break;
        const at = performance.now();
        const poll = due.polls.indexOf(soonest);
        if (poll >= 0) {
          due.polls[poll] = at + pace.polls[poll].everyMs;
          await read(pace.polls[poll].op);
        } else if (soonest === due.message) {
          due.message = at + jitter(pace.messageEveryMs);
          // Like the composer: one message on its way at a time, the screen going on meanwhile.
          if (!sending) sending = send().finally(() => (sending = null));
        } else {
          due.action = at + jitter(pace.thinkMs);
          await screen[nextAction()]();
        }
      }
      await sending;
    } finally {
      active -= 1;
    }
  }

  let drainDeadline = null;
  let stopped = null;

  return {
    timeline,
    storedKeys,
    refusedKeys,
    unansweredKeys,
    lostAnswerKeys,
    noAnswerCodes,
    refusals,
    failures,
    /** Nurses signed in and at work now. */
    get active() {
      return active;
    },
    get signIns() {
      return signIns;
    },
    /**
     * Sets these nurses going, `startsPerSecond` of them a second (a crowd signing in at the same
     * instant is not how a working day begins); answers once the last has started. One that fails
     * outright is kept in `failures`.
     */
    async add(nurses, { startsPerSecond = 25 } = {}) {
      const started = performance.now();
      for (const [index, nurse] of nurses.entries()) {
        const wait = started + (index * 1000) / startsPerSecond - performance.now();
        if (wait > 0) await sleep(wait, undefined, { signal: stopping.signal }).catch(() => {});
        if (stopping.signal.aborted) return;
        running.push(live(nurse).catch((error) => failures.push(error)));
      }
    },
    /** Ends every nurse's work; a message still being retried gets `drainMs` more to be stored. Once. */
    stop({ drainMs = 30_000 } = {}) {
      stopped ??= (async () => {
        drainDeadline = performance.now() + drainMs;
        stopping.abort();
        await Promise.all(running);
        await agent.close();
      })();
      return stopped;
    },
  };
}
