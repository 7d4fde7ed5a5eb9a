import { MomentCache, type CacheTicket } from '../common/moment-cache';
import type { SessionAccount } from './session-accounts';
import type { StoredSession } from './session-store';

export interface SessionWithUser {
  session: StoredSession;
  user: SessionAccount;
}

/**
 * Freezes the account and its lists: one object serves a burst of her requests, so a request reads it
 * and never changes it (a write goes through UsersRepository, which drops it). Frozen whether or not it
 * came from the cache, so a change attempted by mistake fails the same way every time.
 */
export function frozenAccount<Account extends SessionAccount>(user: Account): Account {
  for (const value of Object.values(user)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(user);
}

/**
 * A nurse's session with her account by session id (see MomentCache). Signing out, a password reset,
 * a suspension and every write of the account drop it (session-cache-sync.service.ts); an entry never
 * outlives its session.
 */
export class SessionCache extends MomentCache<string, SessionWithUser> {
  keepSession(ticket: CacheTicket, found: SessionWithUser): void {
    this.keep(ticket, found.session.id, found, found.session.expiresAt.getTime());
  }

  dropUser(userId: number): void {
    this.dropWhere((found) => found.user.id === userId);
  }
}
