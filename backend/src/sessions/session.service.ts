import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import type { SessionAccount } from './session-accounts';
import type { SessionKind } from './session.entity';
import { SESSION_COOKIES, type SessionCookie, type SessionCookieOptions } from './session-cookie';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { TokenDigests } from './token-digests';
import { frozenAccount, type SessionCache, type SessionWithUser } from './session-cache';
import { SESSION_CACHE, SESSION_CACHE_MAX_ENTRIES, SESSION_STORE } from './session.tokens';
import type { SessionStore, StoredSession } from './session-store';

const digestOf = (key: Buffer, token: string) => createHmac('sha256', key).update(token).digest('hex');

/**
 * Server-side sessions behind an opaque cookie. The store keeps only an HMAC of the cookie
 * token (with the session key), so a leaked session table does not let anyone sign in. A session
 * stored under an earlier key (SESSION_SECRET_PREVIOUS) is still found, so a rotation signs no one
 * out. Starting and ending a session answers the cookie to write; the controller writes it.
 */
@Injectable()
export class SessionService {
  /** As many as the session cache holds, so a token the cache answers for is remembered too. */
  private readonly digests = new TokenDigests((token) => digestOf(this.keys.of('session').signing, token), SESSION_CACHE_MAX_ENTRIES);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    @Inject(SESSION_CACHE) private readonly cache: SessionCache,
    private readonly keys: SigningKeysService,
    private readonly events: DomainEventBus,
  ) {}

  private hash(token: string): string {
    return this.digests.of(token);
  }

  /**
   * What `read` finds under the token's digest, else under its digest with each earlier key; a
   * session found so is looked up by that digest from then on.
   */
  private async findByToken<T>(token: string, read: (id: string) => Promise<T | null>): Promise<T | null> {
    const found = await read(this.hash(token));
    if (found) return found;
    for (const key of this.keys.of('session').verifying.slice(1)) {
      const id = digestOf(key, token);
      const earlier = await read(id);
      if (earlier) {
        this.digests.remember(token, id);
        return earlier;
      }
    }
    return null;
  }

  private ttlMs(kind: SessionKind): number {
    return kind === 'admin' ? this.config.adminSessionTtlMs : this.config.sessionTtlMs;
  }

  private cookieOptions(): SessionCookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.secureCookies, path: '/' };
  }

  /** Starts a fresh session (a new id at every sign-in) and answers its cookie. */
  async start(kind: SessionKind, userId: number | null): Promise<SessionCookie> {
    const token = randomBytes(32).toString('base64url');
    const ttl = this.ttlMs(kind);
    await this.store.save({ id: this.hash(token), kind, userId, expiresAt: new Date(Date.now() + ttl) });
    return { name: SESSION_COOKIES[kind], value: token, options: { ...this.cookieOptions(), maxAge: ttl } };
  }

  /** The live session of that kind the token names, if any. */
  async resolve(kind: SessionKind, token: string | null): Promise<StoredSession | null> {
    if (!token) return null;
    const session = await this.findByToken(token, (id) => this.store.find(id));
    return session && session.kind === kind ? session : null;
  }

  /**
   * The live session of that kind the token names, with the account it belongs to (frozen, see
   * frozenAccount): from the session cache when a request of hers read it a moment ago, else in one
   * read where the store joins them, else the session and then `loadUser`.
   */
  async resolveWithUser(
    kind: SessionKind,
    token: string | null,
    loadUser: (userId: number) => Promise<SessionAccount | null>,
  ): Promise<SessionWithUser | null> {
    if (!token) return null;
    const id = this.hash(token);
    const cached = this.cache.find(id);
    if (cached) return cached.session.kind === kind ? cached : null;
    const ticket = this.cache.ticket();
    const read = await this.findByToken(token, (digest) => this.readWithUser(digest, loadUser));
    if (!read) return null;
    const found = { session: read.session, user: frozenAccount(read.user) };
    this.cache.keepSession(ticket, found);
    return found.session.kind === kind ? found : null;
  }

  private async readWithUser(id: string, loadUser: (userId: number) => Promise<SessionAccount | null>): Promise<SessionWithUser | null> {
    if (this.store.findWithUser) return this.store.findWithUser(id);
    const session = await this.store.find(id);
    if (!session || session.userId === null) return null;
    const user = await loadUser(session.userId);
    return user ? { session, user } : null;
  }

  /** When the session with that id began (it lasts its kind's lifetime from then), or null when it has ended. */
  async startedAt(kind: SessionKind, sessionId: string): Promise<Date | null> {
    const session = await this.store.find(sessionId);
    if (!session || session.kind !== kind) return null;
    return new Date(session.expiresAt.getTime() - this.ttlMs(kind));
  }

  /** Ends the session (when there is one) and answers the cookie that clears it. */
  async end(kind: SessionKind, sessionId: string | null): Promise<SessionCookie> {
    if (sessionId) {
      await this.store.delete(sessionId);
      this.events.announce({ type: 'session-ended', sessionId });
    }
    return { name: SESSION_COOKIES[kind], value: null, options: this.cookieOptions() };
  }

  async endAllForUser(userId: number): Promise<void> {
    await this.store.deleteForUser(userId);
    this.events.announce({ type: 'sessions-ended', userId });
  }

  /** Ends every administrator session of a staff person at once (she was removed). */
  async endAllForStaff(staffId: number): Promise<void> {
    await this.store.deleteForStaff(staffId);
  }

  /** Expired sessions are refused on lookup; removing them only keeps the store small. Answers how many went. */
  purgeExpired(): Promise<number> {
    return this.store.purgeExpired();
  }
}
