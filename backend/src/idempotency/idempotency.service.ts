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

/** Thrown in the guarded work's transaction when another request stored the key first: it rolls back. */
export class KeyTakenError extends Error {
  constructor() {
    super('Another request with this Idempotency-Key stored its work first');
  }
}

const PURGE_BATCH = 500;

/**
 * Retry-safe requests. A request whose key is new does the work, and the key is stored in the work's
 * own transaction (`claimWithin`, the transaction's first write): the key and the work are stored
 * together or not at all. Of requests racing with one key, the first to commit keeps its work; the
 * others' transactions find the key taken and roll back, and they wait for its answer like any repeat.
 * A repeat with the same request gets the stored answer, and one with a different request a 409. A
 * repeat arriving while the answer is still on its way waits a few seconds, then gets a 409 asking to
 * try again. A key whose work is stored is never worked again: when the request failed after storing
 * it, or its instance stopped between storing and answering, repeats get a 409 saying the answer was lost.
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
      const stored = await this.keys.find(userId, key);
      if (stored && this.isStale(stored, new Date())) await this.keys.removeStale(userId, key, stored);
      if (!stored || this.isStale(stored, new Date()))
        return { kind: 'claimed', claim: { userId, key, requestHash, claimId: randomUUID() } };
      if (stored.requestHash !== requestHash) throw new ConflictError(IDEMPOTENCY_MESSAGES.otherRequest);
      if (stored.state === 'done')
        return { kind: 'replay', statusCode: stored.statusCode ?? 200, body: JSON.parse(stored.responseBody ?? 'null') };
      if (this.answerLost(stored, new Date())) throw new ConflictError(IDEMPOTENCY_MESSAGES.answerLost);
      if (Date.now() >= giveUpAt) throw new ConflictError(IDEMPOTENCY_MESSAGES.stillProcessing);
      await sleep(this.waiting.pollMs);
    }
  }

  /**
   * Stores the key in the transaction of the work it guards; the first transaction the request opens
   * does (`commit-participant.ts`). Throws KeyTakenError, rolling the work back, when another request
   * stored the key first.
   */
  async claimWithin(claim: KeyClaim, tx: Transaction): Promise<void> {
    if (!(await this.keys.claimWithin(claim, new Date(), tx))) throw new KeyTakenError();
  }

  /** Stores the answer the claimed request gave, for its repeats. */
  async finish(claim: KeyClaim, statusCode: number, body: unknown): Promise<void> {
    await this.keys.complete(claim, statusCode, JSON.stringify(body ?? null), new Date());
  }

  /**
   * After a request failed: a key stored with its work is marked unanswered; a key whose transaction
   * rolled back was never stored, so a retry does the work.
   */
  async abandon(claim: KeyClaim): Promise<void> {
    await this.keys.markUnanswered(claim);
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

  /** A key past its day (not yet removed), or one left in progress by an earlier version, counts as free. */
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
