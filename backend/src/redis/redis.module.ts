import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { closeConnection, connectForRequests } from './redis-connections';

export const REDIS = Symbol('REDIS');

/** At start the process waits this long for Redis, then gives up (its supervisor starts it again). */
const READY_WITHIN_MS = 30_000;

/** The shared Redis connection when REDIS_URL is set, otherwise null. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Promise<Redis | null> =>
        config.redisUrl ? connectForRequests(config.redisUrl, READY_WITHIN_MS) : Promise.resolve(null),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await closeConnection(this.redis);
  }
}
