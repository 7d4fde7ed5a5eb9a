import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitCounter, RateLimitCountersRepository } from './rate-limit-counters.repository';

export interface DatabaseRateLimiterOptions {
  /** Prefixes every key, joined with ':' as rate-limiter-flexible does, so stored counters keep their keys. */
  keyPrefix: string;
  /** Points a key may consume in a window. */
  points: number;
  /** Seconds a counter lives from its first point; 0 never expires. */
  duration: number;
}

/**
 * A limiter over the database counters with the part of rate-limiter-flexible's limiter API the
 * service uses, answering and refusing with its RateLimiterRes. rate-limiter-flexible's base class for
 * stores is not exported by the package, so this stands on its own.
 */
export class DatabaseRateLimiter {
  readonly keyPrefix: string;
  readonly points: number;
  readonly duration: number;

  constructor(
    options: DatabaseRateLimiterOptions,
    private readonly counters: RateLimitCountersRepository,
  ) {
    this.keyPrefix = options.keyPrefix;
    this.points = options.points;
    this.duration = options.duration;
  }

  /** Counts points; rejects with the RateLimiterRes once the key has consumed more than the limit. */
  async consume(key: string | number, points = 1): Promise<RateLimiterRes> {
    const res = await this.add(key, points);
    if (res.consumedPoints > this.points) throw res;
    return res;
  }

  /** Counts points without refusing. */
  penalty(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.add(key, points);
  }

  /** Takes points back. */
  reward(key: string | number, points = 1): Promise<RateLimiterRes> {
    return this.add(key, -points);
  }

  /** The key's live counter, or null. */
  async get(key: string | number): Promise<RateLimiterRes | null> {
    const counter = await this.counters.find(this.getKey(key));
    return counter ? this.toRes(counter, 0) : null;
  }

  /** Forgets the key's counter; answers whether there was one. */
  delete(key: string | number): Promise<boolean> {
    return this.counters.remove(this.getKey(key));
  }

  getKey(key: string | number): string {
    return this.keyPrefix ? `${this.keyPrefix}:${key}` : String(key);
  }

  private async add(key: string | number, points: number): Promise<RateLimiterRes> {
    return this.toRes(await this.counters.add(this.getKey(key), points, this.duration * 1000), points);
  }

  private toRes(counter: RateLimitCounter, changedPoints: number): RateLimiterRes {
    return new RateLimiterRes(
      Math.max(this.points - counter.points, 0),
      counter.expire === null ? -1 : Math.max(counter.expire - Date.now(), 0),
      counter.points,
      changedPoints !== 0 && changedPoints === counter.points,
    );
  }
}
