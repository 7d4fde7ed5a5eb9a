import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { backgroundConnection, closeConnection } from './redis-connections';
import { REDIS } from './redis.module';

const CHANNEL = 'cache-drops';

interface DropMessage {
  from: string;
  cache: string;
  drop: unknown;
}

/**
 * Carries "drop this" from the instance where something changed to the in-memory caches of every API
 * instance (see common/moment-cache.ts): applied here at once and, with REDIS_URL set, on the others
 * through one Redis channel. Without Redis there is one instance, and here is everywhere.
 */
@Injectable()
export class CacheDropsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CacheDropsService.name);
  private readonly instance = randomUUID();
  private readonly appliers = new Map<string, (drop: unknown) => void>();
  private subscriber: Redis | null = null;

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = backgroundConnection(this.redis, 'cache drops');
    this.subscriber.on('message', (_channel: string, raw: string) => this.applyFromElsewhere(raw));
    await this.subscriber.subscribe(CHANNEL);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeConnection(this.subscriber);
  }

  /** Registers how the cache named `cache` applies a drop; answers the function that drops on every instance. */
  channel<D>(cache: string, apply: (drop: D) => void): (drop: D) => void {
    this.appliers.set(cache, apply as (drop: unknown) => void);
    return (drop: D) => {
      apply(drop);
      if (!this.redis) return;
      const message: DropMessage = { from: this.instance, cache, drop };
      this.redis.publish(CHANNEL, JSON.stringify(message)).catch((error: unknown) => {
        // The other instances keep the entry until its few seconds are up.
        this.logger.warn(`Could not tell the other instances to drop from the ${cache} cache: ${String(error)}`);
      });
    };
  }

  private applyFromElsewhere(raw: string): void {
    try {
      const { from, cache, drop } = JSON.parse(raw) as DropMessage;
      if (from !== this.instance) this.appliers.get(cache)?.(drop);
    } catch {
      this.logger.warn('Ignored a cache drop message that is not JSON');
    }
  }
}
