import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CacheDropsService } from '../redis/cache-drops.service';
import { SESSION_ACCOUNTS, type SessionAccounts } from './session-accounts';
import { SESSION_CACHE } from './session.tokens';
import type { SessionCache } from './session-cache';
import { SessionEndingsSignal, type SessionEnding } from './session-endings.signal';

/**
 * Keeps the session cache true: a session that ends and an account that changes are dropped from the
 * cache of every API instance at once, so signing out or being suspended through one instance holds
 * on all of them.
 */
@Injectable()
export class SessionCacheSyncService implements OnModuleInit, OnApplicationShutdown {
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    @Inject(SESSION_CACHE) private readonly cache: SessionCache,
    private readonly drops: CacheDropsService,
    private readonly endings: SessionEndingsSignal,
    @Inject(SESSION_ACCOUNTS) private readonly accounts: SessionAccounts,
  ) {}

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    const dropEverywhere = this.drops.channel<SessionEnding>(
      'sessions',
      (drop) => {
        if ('sessionId' in drop) this.cache.drop(drop.sessionId);
        else this.cache.dropUser(drop.userId);
      },
      () => this.cache.dropAll(),
    );
    this.unsubscribes.push(
      this.endings.subscribe(dropEverywhere),
      this.accounts.onChange((userId) => dropEverywhere({ userId })),
    );
  }

  onApplicationShutdown(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
  }
}
