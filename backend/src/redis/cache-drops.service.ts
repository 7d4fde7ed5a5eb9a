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
 *
 * Redis does not keep a message for a subscriber that is away, so when this instance's subscription
 * comes back after a lost connection, every cache here is emptied: a drop sent meanwhile is not missed.
 */
@Injectable()
export class CacheDropsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CacheDropsService.name);
  private readonly instance = randomUUID();
  private readonly appliers = new Map<string, (drop: unknown) => void>();
  private readonly emptiers: (() => void)[] = [];
  private subscriber: Redis | null = null;
  private subscribed = false;

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = backgroundConnection(this.redis, 'cache drops');
    this.subscriber.on('message', (_channel: string, raw: string) => this.applyFromElsewhere(raw));
    // ioredis subscribes again on its own after reconnecting; `ready` comes first at each connection.
    this.subscriber.on('ready', () => {
      if (this.subscribed) this.emptyAll();
    });
    await this.subscriber.subscribe(CHANNEL);
    this.subscribed = true;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeConnection(this.subscriber);
  }

  /**
   * Registers how the cache named `cache` applies a drop and empties itself; answers the function that
   * drops on every instance.
   */
  channel<D>(cache: string, apply: (drop: D) => void, empty: () => void): (drop: D) => void {
    this.appliers.set(cache, apply as (drop: unknown) => void);
    this.emptiers.push(empty);
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

  private emptyAll(): void {
    this.logger.log('Emptied the in-memory caches: drops sent while Redis was unreachable may have been missed');
    for (const empty of this.emptiers) empty();
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
