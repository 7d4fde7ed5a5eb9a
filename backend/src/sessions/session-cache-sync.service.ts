import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { SESSION_CACHE } from './session.tokens';
import type { SessionCache } from './session-cache';

/**
 * Keeps the session cache true: a session that ends and an account that changes are dropped from the
 * cache of every API instance at once, so signing out or being suspended through one instance holds
 * on all of them.
 */
@Injectable()
export class SessionCacheSyncService implements OnModuleInit {
  constructor(
    @Inject(SESSION_CACHE) private readonly cache: SessionCache,
    private readonly events: DomainEventBus,
  ) {}

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.events.onEventsMissed(() => this.cache.dropAll());
    this.events.on('session-ended', 'every-instance', ({ sessionId }) => this.cache.drop(sessionId));
    this.events.on('sessions-ended', 'every-instance', ({ userId }) => this.cache.dropUser(userId));
    this.events.on('account-changed', 'every-instance', ({ userId }) => this.cache.dropUser(userId));
  }
}
