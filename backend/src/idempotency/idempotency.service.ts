import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { ConflictError } from '../common/domain-errors';
import type { Transaction } from '../database/transaction';
import { IDEMPOTENCY_MESSAGES } from './idempotency-key-header';
import {
  DEFAULT_IDEMPOTENCY_WAITING,
  IDEMPOTENCY_CLAIM_ABANDONED_MS,
  IDEMPOTENCY_KEY_KEPT_MS,
  IDEMPOTENCY_WAITING,
  type IdempotencyWaiting,
} from './idempotency.constants';
import { IdempotencyKeysRepository, type KeyClaim, type StoredKey } from './idempotency-keys.repository';

/** How a request with a key goes on: it does the work under its claim, or gives the stored answer. */
export type IdempotentStart = { kind: 'claimed'; claim: KeyClaim } | { kind: 'replay'; statusCode: number; body: unknown };

const PURGE_BATCH = 500;

/**
 * Retry-safe requests. The first request with a nurse's key claims it by inserting its row and does
 * the work; a repeat with the same request gets the stored answer, and one with a different request
 * a 409. A repeat arriving while the first is still at work waits for its answer, up to a few
 * seconds, then gets a 409 asking to try again. The work's transaction marks the key committed as it
 * stores the work, so a key whose work is stored is never worked again: a request that fails frees its
 * key only when it stored nothing; otherwise, and when an instance stopped between storing and
 * answering, repeats get a 409 saying the answer was lost.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly keys: IdempotencyKeysRepository,
    @Optional() @Inject(IDEMPOTENCY_WAITING) private readonly waiting: IdempotencyWaiting = DEFAULT_IDEMPOTENCY_WAITING,
  ) {}

  async start(userId: number, key: string, requestHash: string): Promise<IdempotentStart> {
    const giveUpAt = Date.now() + this.waiting.waitMs;
    for (;;) {
      const claim: KeyClaim = { userId, key, requestHash, claimId: randomUUID() };
      // Read first: a repeat finds the key without writing, so a waiting repeat never asks for the
      // write lock the first request's transaction may hold (on SQLite, a lock for the whole file).
      const stored = await this.keys.find(userId, key);
      if (!stored) {
        if (await this.keys.claim(claim, new Date())) return { kind: 'claimed', claim };
        continue; // another request claimed it between the read and the insert
      }
      if (this.isStale(stored, new Date())) {
        if (await this.keys.takeOver(claim, stored, new Date())) return { kind: 'claimed', claim };
        continue;
      }
      if (stored.requestHash !== requestHash) throw new ConflictError(IDEMPOTENCY_MESSAGES.otherRequest);
      if (stored.state === 'done')
        return { kind: 'replay', statusCode: stored.statusCode ?? 200, body: JSON.parse(stored.responseBody ?? 'null') };
      if (this.answerLost(stored, new Date())) throw new ConflictError(IDEMPOTENCY_MESSAGES.answerLost);
      if (Date.now() >= giveUpAt) throw new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing);
      await sleep(this.waiting.pollMs);
    }
  }

  /** Stores the answer the claimed request gave, for its repeats. */
  async finish(claim: KeyClaim, statusCode: number, body: unknown): Promise<void> {
    await this.keys.complete(claim, statusCode, JSON.stringify(body ?? null));
  }

  /** Marks, inside the transaction of the work the claim guards, that the work is stored. */
  markCommitted(claim: KeyClaim, tx: Transaction): Promise<void> {
    return this.keys.markCommitted(claim, tx);
  }

  /** After a request failed: frees its key when it stored nothing, so that a retry does the work. */
  async abandon(claim: KeyClaim): Promise<void> {
    await this.keys.release(claim);
  }

  /** Removes keys older than a day; answers how many. */
  async purgeExpired(now: Date): Promise<number> {
    const before = new Date(now.getTime() - IDEMPOTENCY_KEY_KEPT_MS);
    let removed = 0;
    for (
      let batch = await this.keys.deleteCreatedBefore(before, PURGE_BATCH);
      batch > 0;
      batch = await this.keys.deleteCreatedBefore(before, PURGE_BATCH)
    ) {
      removed += batch;
    }
    return removed;
  }

  /** A key past its day (not yet removed), or one left in progress by an instance that stopped, counts as free. */
  private isStale(stored: StoredKey, now: Date): boolean {
    const age = now.getTime() - stored.createdAt.getTime();
    return age >= IDEMPOTENCY_KEY_KEPT_MS || (stored.state === 'in-progress' && age >= IDEMPOTENCY_CLAIM_ABANDONED_MS);
  }

  /**
   * The work was stored but no answer will come: its request failed after storing it, or the instance
   * stopped between the two. It is never done again.
   */
  private answerLost(stored: StoredKey, now: Date): boolean {
    const age = now.getTime() - stored.createdAt.getTime();
    return stored.state === 'unanswered' || (stored.state === 'committed' && age >= IDEMPOTENCY_CLAIM_ABANDONED_MS);
  }
}
