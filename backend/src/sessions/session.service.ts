import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AppSettingsService } from '../database/app-settings.service';
import type { SessionKind } from './session.entity';
import { SESSION_STORE } from './session.tokens';
import type { SessionStore, StoredSession } from './session-store';

export const SESSION_COOKIES: Record<SessionKind, string> = { user: 'sid', admin: 'admin_sid' };

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Server-side sessions behind an opaque cookie. The store keeps only an HMAC of the cookie
 * token, so a leaked session table does not let anyone sign in.
 */
@Injectable()
export class SessionService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionService.name);
  private secret = '';
  private purgeTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SESSION_STORE) private readonly store: SessionStore,
    private readonly settings: AppSettingsService,
  ) {}

  async onModuleInit(): Promise<void> {
    // Expired sessions are refused on lookup; this only keeps the table small.
    this.purgeTimer = setInterval(() => {
      this.purgeExpired().catch((error: unknown) => this.logger.warn(`Purging expired sessions failed: ${String(error)}`));
    }, PURGE_INTERVAL_MS).unref();
    if (this.config.sessionSecret) {
      this.secret = this.config.sessionSecret;
      return;
    }
    const { value, created } = await this.settings.getOrCreate('session_secret', () => randomBytes(48).toString('base64url'));
    if (created) this.logger.log('Generated a session secret and stored it in the database (set SESSION_SECRET to choose one)');
    this.secret = value;
  }

  onApplicationShutdown(): void {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
  }

  private hash(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('hex');
  }

  private cookieOptions(kind: SessionKind): CookieOptions {
    return {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      path: '/',
      maxAge: kind === 'admin' ? this.config.adminSessionTtlMs : this.config.sessionTtlMs,
    };
  }

  /** Starts a fresh session (a new id at every sign-in) and sets its cookie. */
  async start(res: Response, kind: SessionKind, userId: number | null): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const ttl = kind === 'admin' ? this.config.adminSessionTtlMs : this.config.sessionTtlMs;
    await this.store.save({ id: this.hash(token), kind, userId, expiresAt: new Date(Date.now() + ttl) });
    res.cookie(SESSION_COOKIES[kind], token, this.cookieOptions(kind));
  }

  /** The live session of that kind named by the request's cookie, if any. */
  async resolve(req: Request, kind: SessionKind): Promise<StoredSession | null> {
    const token = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIES[kind]];
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) return null;
    const session = await this.store.find(this.hash(token));
    return session && session.kind === kind ? session : null;
  }

  async end(res: Response, kind: SessionKind, sessionId: string | null): Promise<void> {
    if (sessionId) await this.store.delete(sessionId);
    const { maxAge: _maxAge, ...options } = this.cookieOptions(kind);
    res.clearCookie(SESSION_COOKIES[kind], options);
  }

  async endAllForUser(userId: number): Promise<void> {
    await this.store.deleteForUser(userId);
  }

  async purgeExpired(): Promise<void> {
    await this.store.purgeExpired();
  }
}
