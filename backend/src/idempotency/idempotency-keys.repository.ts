import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../database/transaction';
import { isUniqueViolation } from '../database/unique-violation';
import { IdempotencyKeyEntity } from './idempotency-key.entity';

/** What a request claims a key with. */
export interface KeyClaim {
  userId: number;
  key: string;
  requestHash: string;
  claimId: string;
}

/** A stored key as the service reads it. */
export type StoredKey = Pick<IdempotencyKeyEntity, 'requestHash' | 'claimId' | 'state' | 'statusCode' | 'responseBody' | 'createdAt'>;

/**
 * Data access for idempotency keys. Each call is one statement, visible at once to every instance,
 * but `claimWithin`, which runs in the transaction of the work the key guards.
 */
@Injectable()
export class IdempotencyKeysRepository {
  constructor(@InjectRepository(IdempotencyKeyEntity) private readonly rows: Repository<IdempotencyKeyEntity>) {}

  find(userId: number, key: string): Promise<StoredKey | null> {
    return this.rows.findOne({
      select: { requestHash: true, claimId: true, state: true, statusCode: true, responseBody: true, createdAt: true },
      where: { userId, key },
    });
  }

  /**
   * Stores the key as committed in `tx`, the transaction of the work it guards; answers false when the
   * nurse already holds it, stored by another request's transaction (on MySQL the insert waits for
   * that transaction to end).
   */
  async claimWithin(claim: KeyClaim, at: Date, tx: Transaction): Promise<boolean> {
    try {
      await managerOf(tx)
        .getRepository(IdempotencyKeyEntity)
        .insert({ ...claim, state: 'committed', statusCode: null, responseBody: null, createdAt: at });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Removes a key past its time, if it is still the row read before (`held`). */
  async removeStale(userId: number, key: string, held: Pick<StoredKey, 'claimId'>): Promise<void> {
    await this.rows.delete({ userId, key, claimId: held.claimId });
  }

  /**
   * Stores the answer of the claim. A route that wrote nothing in a transaction has no row yet: its
   * answer is inserted, unless another request's row is there by now.
   */
  async complete(claim: KeyClaim, statusCode: number, responseBody: string, at: Date): Promise<void> {
    const { affected } = await this.rows.update(
      { userId: claim.userId, key: claim.key, claimId: claim.claimId },
      { state: 'done', statusCode, responseBody },
    );
    if (affected) return;
    try {
      await this.rows.insert({ ...claim, state: 'done', statusCode, responseBody, createdAt: at });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** After a request failed: if its work was stored, the key is marked unanswered, since doing it again would do it twice. */
  async markUnanswered(claim: KeyClaim): Promise<void> {
    await this.rows.update({ userId: claim.userId, key: claim.key, claimId: claim.claimId, state: 'committed' }, { state: 'unanswered' });
  }

  /** Removes up to `batch` keys claimed before `before`; answers how many. */
  async deleteCreatedBefore(before: Date, batch: number): Promise<number> {
    const old = await this.rows.find({ select: { id: true }, where: { createdAt: LessThan(before) }, take: batch });
    if (old.length === 0) return 0;
    await this.rows.delete({ id: In(old.map((row) => row.id)) });
    return old.length;
  }
}
