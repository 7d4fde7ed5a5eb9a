import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import pLimit from 'p-limit';

/** OWASP's argon2id profile: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once: one core is always left to the event loop. A hash runs on libuv's
 * thread pool (four threads), so a burst of sign-ins (a shift change) would otherwise take every core
 * and stall every other request of the instance until the burst is over; queued, the sign-ins take
 * longer while the rest of the product keeps answering.
 */
export const CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);

@Injectable()
export class PasswordHasherService {
  private readonly gate = pLimit(CONCURRENT_HASHES);

  hash(password: string): Promise<string> {
    return this.gate(() => argon2.hash(password, ARGON2_OPTIONS));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await this.gate(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  }
}
