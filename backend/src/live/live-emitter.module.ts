import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import { backgroundConnection, closeConnection } from '../redis/redis-connections';
import { REDIS } from '../redis/redis.module';
import { LiveEventsService } from './live-events.service';

/**
 * Live events for a process without a socket server (the worker): published through Redis to the
 * API instances' socket servers, which deliver them to the nurses' tabs.
 */
@Global()
@Module({
  providers: [LiveEventsService],
  exports: [LiveEventsService],
})
export class LiveEmitterModule implements OnModuleInit, OnApplicationShutdown {
  /** A background connection: the emitter publishes without awaiting, so a command must never fail. */
  private publisher: Redis | null = null;

  constructor(
    private readonly live: LiveEventsService,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  onModuleInit(): void {
    if (!this.redis) return;
    this.publisher = backgroundConnection(this.redis, 'live events out');
    this.live.attach(new Emitter(this.publisher));
  }

  async onApplicationShutdown(): Promise<void> {
    this.live.detach();
    if (this.publisher) await closeConnection(this.publisher);
  }
}
