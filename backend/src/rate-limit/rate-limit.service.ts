import { HttpException, HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type Redis from 'ioredis';
import {
  RateLimiterMySQL,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { ERRORS } from '@nurse/domain';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { RATE_LIMITED_ACTIONS, type RateLimitedAction } from './rate-limit.constants';

const DIMENSIONS = ['ip', 'account'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/**
 * Counts attempts per action, per client IP and per account, in Redis when configured and
 * otherwise in the database, so limits hold across restarts and instances.
 */
@Injectable()
export class RateLimitService implements OnModuleInit {
  private readonly logger = new Logger('RateLimit');
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Builds every limiter up front, so the counter table exists before the first request. */
  async onModuleInit(): Promise<void> {
    for (const action of RATE_LIMITED_ACTIONS) {
      for (const dimension of DIMENSIONS) {
        const points = dimension === 'ip' ? this.config.rateLimit.perIp : this.config.rateLimit.perAccount;
        this.limiters.set(`${action}:${dimension}`, await this.createLimiter(`rl:${action}:${dimension}`, points));
      }
    }
  }

  async consume(action: RateLimitedAction, ip: string, account: string | null, res: Response): Promise<void> {
    await this.consumeOne(action, 'ip', ip, res);
    if (account) await this.consumeOne(action, 'account', account, res);
  }

  private async consumeOne(action: RateLimitedAction, dimension: Dimension, key: string, res: Response): Promise<void> {
    try {
      await this.limiter(action, dimension).consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
        throw new HttpException({ statusCode: 429, message: ERRORS.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
      }
      // A counter store that is down must not lock every nurse out; it is logged instead.
      this.logger.error(`Rate limit store unavailable: ${(rejection as Error).message}`);
    }
  }

  private limiter(action: RateLimitedAction, dimension: Dimension): RateLimiterAbstract {
    const limiter = this.limiters.get(`${action}:${dimension}`);
    if (!limiter) throw new Error(`No rate limiter for ${action}:${dimension}`);
    return limiter;
  }

  /** Resolves once the limiter's store is ready (its table created, for the database stores). */
  private createLimiter(keyPrefix: string, points: number): Promise<RateLimiterAbstract> {
    const options = { keyPrefix, points, duration: this.config.rateLimit.windowSeconds };
    if (this.redis) return Promise.resolve(new RateLimiterRedis({ ...options, storeClient: this.redis }));
    const driver = this.dataSource.driver as unknown as { databaseConnection?: unknown; pool?: unknown; database?: string };
    return new Promise((resolve, reject) => {
      // The store may call back before the constructor returns; settle on the next turn.
      const ready = (error?: unknown) =>
        setImmediate(() => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(limiter)));
      const limiter: RateLimiterAbstract =
        this.dataSource.options.type === 'mysql'
          ? new RateLimiterMySQL({ ...options, storeClient: driver.pool, dbName: driver.database, tableName: 'rate_limits' }, ready)
          : new RateLimiterSQLite(
              { ...options, storeClient: driver.databaseConnection, storeType: 'better-sqlite3', tableName: 'rate_limits' },
              ready,
            );
    });
  }
}
