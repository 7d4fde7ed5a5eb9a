import { API_PATHS, type User } from '@nurse/api-client';
import { forgetOfflineData, keptOfflineUser, reportServerReachable, type HostStore, type SessionOutcome } from '@nurse/host';
import { sessionChecked, signedIn } from './session-slice';

/** localStorage key of what the first paint may show of the nurse signed in on this browser. */
export const STORED_USER_KEY = 'user';

type Logger = Pick<Console, 'error'>;

/**
 * All that is kept of her between visits: her first name, to greet her while the server confirms the
 * session. A ward computer is shared, so nothing that reaches her (email, phone) or identifies her
 * licence (licence number, NCSBN id) is written to storage; the account comes from the server each time.
 */
export interface StoredSession {
  firstName: string;
}

export function storedSessionOf(user: User): StoredSession {
  return { firstName: user.firstName?.trim() || (user.name.trim().split(/\s+/)[0] ?? '') };
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'firstName' && typeof (value as StoredSession).firstName === 'string';
}

/**
 * What was kept from an earlier visit. Anything else under the key (a value that cannot be read, or the
 * whole account that earlier versions kept) is removed.
 */
export function readStoredSession(storage: Storage, logger: Logger = console): StoredSession | null {
  let raw: string | null;
  try {
    raw = storage.getItem(STORED_USER_KEY);
  } catch (error) {
    logger.error('Could not read the stored session', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed)) return parsed;
  } catch {
    // removed below, like any other value that is not a stored session
  }
  try {
    storage.removeItem(STORED_USER_KEY);
  } catch (error) {
    logger.error('Could not remove the stored session', error);
  }
  return null;
}

/** Keeps the first paint's part of the signed-in user, or clears it when she is signed out (a 401 included). */
export function writeStoredUser(storage: Storage, user: User | null, logger: Logger = console): void {
  try {
    if (user) storage.setItem(STORED_USER_KEY, JSON.stringify(storedSessionOf(user)));
    else storage.removeItem(STORED_USER_KEY);
  } catch (error) {
    logger.error('Could not save the session', error);
  }
}

function looksLikeUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as User).id === 'number' && typeof (value as User).email === 'string';
}

export { reconcileStoredUser, type SessionOutcome } from '@nurse/host';

/**
 * GET /api/auth/session with a plain fetch: the check runs on every start, including the landing page,
 * which does not download RTK Query. The endpoint answers a visitor with 200 and no user, so an anonymous
 * visit logs no failed request.
 */
export async function checkServerSession(fetchFn: typeof fetch = fetch): Promise<SessionOutcome> {
  try {
    const response = await fetchFn(API_PATHS.session, { credentials: 'include', headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false, status: response.status };
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('user' in body)) return { ok: false, status: null };
    const { user } = body as { user: unknown };
    if (user === null) return { ok: true, user: null };
    return looksLikeUser(user) ? { ok: true, user } : { ok: false, status: null };
  } catch {
    return { ok: false, status: null };
  }
}

/**
 * The start of every page: the server's answer about the session goes to the store, and when it has no
 * nurse (signed out elsewhere, expired: 401) the kept first name goes too, with everything kept of her
 * for offline use. Nothing of the account is restored into the store before, so such an answer changes
 * nothing there that would clear it. When the server cannot be reached at all (she is offline), the
 * nurse kept on the device for offline use is signed in from that copy until the server can answer.
 */
export async function confirmStoredSession(
  store: HostStore,
  storage: Storage,
  fetchFn: typeof fetch = fetch,
  keptUser: () => Promise<User | null> = keptOfflineUser,
): Promise<void> {
  const outcome = await checkServerSession(fetchFn);
  reportServerReachable(outcome.ok || outcome.status !== null);
  if (!outcome.ok && outcome.status === null) {
    const kept = await keptUser().catch(() => null);
    if (kept) {
      store.dispatch(signedIn(kept));
      return;
    }
  }
  store.dispatch(sessionChecked(outcome));
  if (store.getState().session.user !== null) return;
  writeStoredUser(storage, null);
  if (outcome.ok || outcome.status === 401) forgetOfflineData();
}
