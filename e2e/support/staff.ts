/**
 * The owner every admin step of the browser tests acts as: made from ADMIN_PASSWORD at the server's first
 * start (at the default ADMIN_EMAIL), with her authenticator app set up by the first test that needs her.
 * Her key, her open session and the last time step used are kept in a file of the run's data folder, so
 * both test workers share one owner; a lock folder keeps them from signing in at once.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { STAFF } from '@nurse/domain';
import { ADMIN_PASSWORD, BASE_URL, DATA_DIR } from './settings';

export const OWNER_EMAIL = STAFF.defaultOwnerEmail;
const STEP_MS = 30_000;
const STATE_FILE = path.join(DATA_DIR, 'e2e-owner.json');
const LOCK_DIR = path.join(DATA_DIR, 'e2e-owner.lock');

interface OwnerState {
  secret: string | null;
  session: string | null;
  lastStep: number;
  recoveryCodes: string[];
}

/** The code an authenticator app shows at `ms` for the secret (RFC 6238). */
export function totpCode(secret: string, ms = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: ms });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR, { recursive: false });
      break;
    } catch {
      // A lock left by a worker that died is dropped after a minute.
      if (existsSync(LOCK_DIR) && Date.now() - statSync(LOCK_DIR).mtimeMs > 60_000) rmSync(LOCK_DIR, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

const readState = (): OwnerState =>
  existsSync(STATE_FILE)
    ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as OwnerState)
    : { secret: null, session: null, lastStep: 0, recoveryCodes: [] };
const writeState = (state: OwnerState) => writeFileSync(STATE_FILE, JSON.stringify(state));

/** A code of a step not used before: now or the next step, else a recovery code, else the next step once it comes. */
async function nextCode(state: OwnerState): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, state.lastStep + 1);
    if (step <= now + 1) {
      state.lastStep = step;
      return totpCode(state.secret!, step * STEP_MS);
    }
    const recovery = state.recoveryCodes.shift();
    if (recovery) return recovery;
    await sleep((now + 1) * STEP_MS - Date.now() + 50);
  }
}

async function call(method: string, apiPath: string, session: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: BASE_URL };
  if (session) headers.cookie = `admin_sid=${session}`;
  const res = await fetch(`${BASE_URL}${apiPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const cookie = res.headers
    .getSetCookie()
    .map((header) => /^admin_sid=([^;]*)/.exec(header)?.[1])
    .find((value) => value);
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${text}`);
  return { body: JSON.parse(text) as Record<string, unknown>, cookie: cookie ?? session };
}

/** Signs the owner in afresh (setting up her authenticator app on her first sign-in of the run). */
async function signIn(state: OwnerState): Promise<void> {
  // A state file of an earlier run names an owner whose app this run's fresh database does not know.
  const code = state.secret ? await nextCode(state) : undefined;
  const login = await call('POST', '/api/admin/login', null, { email: OWNER_EMAIL, password: ADMIN_PASSWORD, ...(code ? { code } : {}) });
  state.session = login.cookie;
  if (!login.body.isAdmin) {
    const setup = await call('POST', '/api/admin/two-factor/setup', state.session);
    state.secret = setup.body.secret as string;
    state.lastStep = 0;
    const enabled = await call('POST', '/api/admin/two-factor/enable', state.session, { code: await nextCode(state) });
    state.recoveryCodes = enabled.body.recoveryCodes as string[];
  }
}

/** The owner's admin session (the value of the admin_sid cookie): the one open while it lasts, else a new one. */
export function ownerSession(): Promise<string> {
  return withLock(async () => {
    const state = readState();
    if (state.session) {
      const res = await fetch(`${BASE_URL}/api/admin/session`, { headers: { cookie: `admin_sid=${state.session}` } });
      if (res.ok && ((await res.json()) as { isAdmin: boolean }).isAdmin) return state.session;
    }
    try {
      await signIn(state);
    } catch (failure) {
      // The saved key belongs to an earlier run: start over with her password.
      if (!state.secret) throw failure;
      state.secret = null;
      await signIn(state);
    }
    writeState(state);
    return state.session!;
  });
}

/** What the owner types at /admin-login: her address, password and a code of her app not used before. */
export async function ownerSignInFields(): Promise<{ email: string; password: string; code: string }> {
  await ownerSession();
  return withLock(async () => {
    const state = readState();
    const code = await nextCode(state);
    writeState(state);
    return { email: OWNER_EMAIL, password: ADMIN_PASSWORD, code };
  });
}
