import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { AccountChanges } from '../modules/users/account-changes';
import { REDIS } from '../redis/redis.module';
import { SESSION_CACHE } from './session.tokens';
import type { SessionCache } from './session-cache';
import { SessionEndings, type SessionEnding } from './session-endings';

const CHANNEL = 'session-cache:drop';

interface DropMessage {
  from: string;
  drop: SessionEnding;
}

/**
 * Keeps the session cache true: a session that ends or an account that changes is dropped from this
 * instance's cache at once and, with REDIS_URL set, from every other API instance's through a Redis
 * channel, so signing out or being suspended on one instance holds on all of them.
 */
@Injectable()
export class SessionCacheSync implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SessionCacheSync.name);
  private readonly instance = randomUUID();
  private subscriber: Redis | null = null;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    @Inject(SESSION_CACHE) private readonly cache: SessionCache,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly endings: SessionEndings,
    private readonly accounts: AccountChanges,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.cache.enabled) return;
    this.unsubscribes.push(
      this.endings.subscribe((ending) => this.dropHereAndElsewhere(ending)),
      this.accounts.subscribe((userId) => this.dropHereAndElsewhere({ userId })),
    );
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, raw: string) => this.dropFromElsewhere(raw));
    await this.subscriber.subscribe(CHANNEL);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    await this.subscriber?.quit().catch(() => undefined);
  }

  private drop(drop: SessionEnding): void {
    if ('sessionId' in drop) this.cache.dropSession(drop.sessionId);
    else this.cache.dropUser(drop.userId);
  }

  private dropHereAndElsewhere(drop: SessionEnding): void {
    this.drop(drop);
    if (!this.redis) return;
    const message: DropMessage = { from: this.instance, drop };
    this.redis.publish(CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
      // The other instances keep the entry until its few seconds are up.
      this.logger.warn(`Could not tell the other instances to drop a cached session: ${String(error)}`);
    });
  }

  private dropFromElsewhere(raw: string): void {
    try {
      const { from, drop } = JSON.parse(raw) as DropMessage;
      if (from !== this.instance) this.drop(drop);
    } catch {
      this.logger.warn('Ignored a session cache message that is not JSON');
    }
  }
}
