import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
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
export class LiveEmitterModule implements OnModuleInit {
  constructor(
    private readonly live: LiveEventsService,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  onModuleInit(): void {
    if (this.redis) this.live.attach(new Emitter(this.redis));
  }
}
