import type { UserEntity } from '../modules/users/entities/user.entity';
import type { StoredSession } from './session-store';

export interface SessionWithUser {
  session: StoredSession;
  user: UserEntity;
}

interface Entry {
  found: SessionWithUser;
  keptUntil: number;
}

/**
 * Freezes the account and its lists: one object serves a burst of her requests, so a request reads it
 * and never changes it (a write goes through UsersRepository, which drops it). Frozen whether or not it
 * came from the cache, so a change attempted by mistake fails the same way every time.
 */
export function frozenAccount(user: UserEntity): UserEntity {
  for (const value of Object.values(user)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(user);
}

/** A read of the store that started at one moment, to be kept only if nothing was dropped since. */
export interface CacheTicket {
  readonly generation: number;
}

/**
 * A nurse's session with her account, kept in this process for a few seconds so the burst of requests
 * a page makes reads them once. Correctness rests on dropping: a session that ends and an account
 * that changes are dropped here at once (and on other API instances through Redis, see
 * session-cache-sync.ts); the time limit only bounds how long a drop missed on the way could matter.
 *
 * A read that started before a drop is not kept (the generation counts drops), so a row read just
 * before a change was stored never outlives it. Accounts are kept as read (see frozenAccount).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly keepMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.keepMs > 0;
  }

  find(sessionId: string): SessionWithUser | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.keptUntil <= this.now()) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.found;
  }

  /** Taken before reading the store; `keep` then refuses a read that a drop overtook. */
  ticket(): CacheTicket {
    return { generation: this.generation };
  }

  keep(ticket: CacheTicket, found: SessionWithUser): void {
    if (!this.enabled || ticket.generation !== this.generation) return;
    const keptUntil = Math.min(this.now() + this.keepMs, found.session.expiresAt.getTime());
    this.entries.delete(found.session.id);
    this.entries.set(found.session.id, { found, keptUntil });
    // The oldest entry goes first: a Map iterates in insertion order.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  dropSession(sessionId: string): void {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  dropUser(userId: number): void {
    this.generation += 1;
    for (const [sessionId, entry] of this.entries) {
      if (entry.found.user.id === userId) this.entries.delete(sessionId);
    }
  }
}
