import { API_PATHS, type User } from '@nurse/api-client';
import type { SessionOutcome } from '@nurse/host';

/** localStorage key of the signed-in user. */
export const STORED_USER_KEY = 'user';

type Logger = Pick<Console, 'error'>;

function looksLikeUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as User).id === 'number' && typeof (value as User).email === 'string';
}

/** The user kept from an earlier visit; a value that cannot be read is logged and removed. */
export function readStoredUser(storage: Storage, logger: Logger = console): User | null {
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
    if (looksLikeUser(parsed)) return parsed;
    logger.error('The stored session is not a user; it has been removed');
  } catch (error) {
    logger.error('The stored session could not be parsed; it has been removed', error);
  }
  storage.removeItem(STORED_USER_KEY);
  return null;
}

export function writeStoredUser(storage: Storage, user: User | null, logger: Logger = console): void {
  try {
    if (user) storage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else storage.removeItem(STORED_USER_KEY);
  } catch (error) {
    logger.error('Could not save the session', error);
  }
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
