import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { ERRORS } from '@nurse/domain';
import { TooManyAttemptsError } from '../common/domain-errors';
import { REDIS } from '../redis/redis.module';
import { DatabaseRateLimiter } from './database-rate-limiter';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import {
  FAILURE_LIMITED_ACTIONS,
  IP_ALLOWANCE_FACTOR,
  RATE_LIMITED_ACTIONS,
  type FailureLimitedAction,
  type RateLimitedAction,
} from './rate-limit.constants';

const DIMENSIONS = ['ip', 'account'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** What a signed-in nurse's own quota counts, whatever her address. */
type NurseQuota = 'assistant' | 'career-plan' | 'report';

/** The one key of a counter over all clients. */
const ALL_CLIENTS = 'all';

/** What the service asks of a limiter, whichever store holds its counters. */
type Limiter = Pick<RateLimiterAbstract, 'points' | 'consume' | 'penalty' | 'get' | 'delete'>;

const retryAfterSeconds = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts attempts per action, per client IP and per account, in Redis when configured and
 * otherwise in the database, so limits hold across restarts and instances. A counter store that
 * is down must not lock every nurse out: its errors are logged and the attempt is let through.
 */
@Injectable()
export class RateLimitService implements OnModuleInit {
  private readonly logger = new Logger('RateLimit');
  private readonly limiters = new Map<string, Limiter>();
  private readonly failureLimiters = new Map<FailureLimitedAction, Limiter>();
  private readonly nurseLimiters = new Map<NurseQuota, Limiter>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly counters: RateLimitCountersRepository,
  ) {}

  /** Builds every limiter up front. */
  onModuleInit(): void {
    const { perIp, perAccount, adminLoginFailures } = this.config.rateLimit;
    for (const action of RATE_LIMITED_ACTIONS) {
      for (const dimension of DIMENSIONS) {
        const points = dimension === 'ip' ? perIp * (IP_ALLOWANCE_FACTOR[action] ?? 1) : perAccount;
        this.limiters.set(`${action}:${dimension}`, this.createLimiter(`rl:${action}:${dimension}`, points));
      }
    }
    for (const action of FAILURE_LIMITED_ACTIONS) {
      this.failureLimiters.set(action, this.createLimiter(`rl:${action}:failures`, adminLoginFailures));
    }
    const { assistantRequestsPerMinute, careerPlanRequestsPerMinute, reportsPerDay } = this.config;
    this.nurseLimiters.set('assistant', this.createLimiter('rl:assistant:nurse', assistantRequestsPerMinute, 60));
    this.nurseLimiters.set('career-plan', this.createLimiter('rl:career-plan:nurse', careerPlanRequestsPerMinute, 60));
    this.nurseLimiters.set('report', this.createLimiter('rl:report:nurse', reportsPerDay, 24 * 3600));
  }

  /** Counts a question to the assistant against the nurse's quota a minute; TooManyAttemptsError over it. */
  async consumeAssistantQuestion(nurseId: number): Promise<void> {
    await this.consumeOne(this.nurseLimiter('assistant'), String(nurseId), ERRORS.assistantBusy(this.config.assistantRequestsPerMinute));
  }

  /** Counts a request for a career plan against the nurse's quota a minute; TooManyAttemptsError over it. */
  async consumeCareerPlanRequest(nurseId: number): Promise<void> {
    const limit = this.config.careerPlanRequestsPerMinute;
    await this.consumeOne(this.nurseLimiter('career-plan'), String(nurseId), ERRORS.careerPlanBusy(limit));
  }

  /** Counts a report against the nurse's quota a day; TooManyAttemptsError over it. */
  async consumeReport(nurseId: number): Promise<void> {
    await this.consumeOne(this.nurseLimiter('report'), String(nurseId), ERRORS.reportsPerDay(this.config.reportsPerDay));
  }

  /** Counts an attempt against the client IP and the account; throws TooManyAttemptsError over a limit. */
  async consume(action: RateLimitedAction, ip: string, account: string | null): Promise<void> {
    await this.consumeOne(this.limiter(action, 'ip'), ip);
    if (account) await this.consumeOne(this.limiter(action, 'account'), account);
  }

  /** Counts an attempt against the account alone, for routes whose account is known only once the request is read. */
  async consumeForAccount(action: RateLimitedAction, account: string): Promise<void> {
    await this.consumeOne(this.limiter(action, 'account'), account);
  }

  /** Forgets the attempts counted against one account, e.g. once its owner has proved who she is. */
  async liftAccountLimit(action: RateLimitedAction, account: string): Promise<void> {
    await this.limiter(action, 'account')
      .delete(account)
      .catch((error: unknown) => this.storeDown(error));
  }

  /** Refuses the attempt while the failures of that action from all clients together are at the limit. */
  async assertFailuresBelow(action: FailureLimitedAction): Promise<void> {
    const limiter = this.failureLimiter(action);
    const counted = await limiter.get(ALL_CLIENTS).catch((error: unknown) => this.storeDown(error));
    if (counted && counted.consumedPoints >= limiter.points) throw new TooManyAttemptsError(retryAfterSeconds(counted));
  }

  async countFailure(action: FailureLimitedAction): Promise<void> {
    await this.failureLimiter(action)
      .penalty(ALL_CLIENTS)
      .catch((error: unknown) => this.storeDown(error));
  }

  /** Removes expired counters from the database store; Redis expires them by itself. Answers how many went. */
  async purgeExpired(): Promise<number> {
    if (this.redis) return 0;
    return this.counters.removeExpired();
  }

  private async consumeOne(limiter: Limiter, key: string, message?: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new TooManyAttemptsError(retryAfterSeconds(rejection), message);
      this.storeDown(rejection);
    }
  }

  private storeDown(error: unknown): null {
    this.logger.error(`Rate limit store unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }

  private limiter(action: RateLimitedAction, dimension: Dimension): Limiter {
    const limiter = this.limiters.get(`${action}:${dimension}`);
    if (!limiter) throw new Error(`No rate limiter for ${action}:${dimension}`);
    return limiter;
  }

  private nurseLimiter(quota: NurseQuota): Limiter {
    const limiter = this.nurseLimiters.get(quota);
    if (!limiter) throw new Error(`The ${quota} limiter is not ready`);
    return limiter;
  }

  private failureLimiter(action: FailureLimitedAction): Limiter {
    const limiter = this.failureLimiters.get(action);
    if (!limiter) throw new Error(`No failure limiter for ${action}`);
    return limiter;
  }

  /** Expired database counters are removed by the scheduled housekeeping, not by every limiter. */
  private createLimiter(keyPrefix: string, points: number, durationSeconds = this.config.rateLimit.windowSeconds): Limiter {
    const options = { keyPrefix, points, duration: durationSeconds };
    return this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new DatabaseRateLimiter(options, this.counters);
  }
}
