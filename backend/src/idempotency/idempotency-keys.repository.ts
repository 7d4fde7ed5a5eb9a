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
 * but `markCommitted`, which runs in the transaction of the work the key guards.
 */
@Injectable()
export class IdempotencyKeysRepository {
  constructor(@InjectRepository(IdempotencyKeyEntity) private readonly rows: Repository<IdempotencyKeyEntity>) {}

  /** Stores the key as in progress; answers false when the nurse already holds that key. */
  async claim(claim: KeyClaim, at: Date): Promise<boolean> {
    try {
      await this.rows.insert({ ...claim, state: 'in-progress', statusCode: null, responseBody: null, createdAt: at });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  find(userId: number, key: string): Promise<StoredKey | null> {
    return this.rows.findOne({
      select: { requestHash: true, claimId: true, state: true, statusCode: true, responseBody: true, createdAt: true },
      where: { userId, key },
    });
  }

  /**
   * Claims a key another claim holds, but only if the row is still as read before (`held`), so of
   * several requests taking over the same row one succeeds, and none takes a key whose work was
   * stored meanwhile.
   */
  async takeOver(claim: KeyClaim, held: Pick<StoredKey, 'claimId' | 'state'>, at: Date): Promise<boolean> {
    const { affected } = await this.rows.update(
      { userId: claim.userId, key: claim.key, claimId: held.claimId, state: held.state },
      { requestHash: claim.requestHash, claimId: claim.claimId, state: 'in-progress', statusCode: null, responseBody: null, createdAt: at },
    );
    return (affected ?? 0) > 0;
  }

  /** Stores the answer of the claim; answers false when the claim no longer holds the key. */
  async complete(claim: KeyClaim, statusCode: number, responseBody: string): Promise<boolean> {
    const { affected } = await this.rows.update(
      { userId: claim.userId, key: claim.key, claimId: claim.claimId },
      { state: 'done', statusCode, responseBody },
    );
    return (affected ?? 0) > 0;
  }

  /** Records, in the transaction `tx` of the guarded work, that the work is stored. */
  async markCommitted(claim: KeyClaim, tx: Transaction): Promise<void> {
    const rows = managerOf(tx).getRepository(IdempotencyKeyEntity);
    await rows.update({ userId: claim.userId, key: claim.key, claimId: claim.claimId, state: 'in-progress' }, { state: 'committed' });
  }

  /**
   * After a failed request: frees the key if its work stored nothing, so that a retry does the work;
   * otherwise marks it unanswered, since doing the work again would do it twice.
   */
  async release(claim: KeyClaim): Promise<void> {
    const where = { userId: claim.userId, key: claim.key, claimId: claim.claimId };
    const { affected } = await this.rows.delete({ ...where, state: 'in-progress' });
    if (!affected) await this.rows.update({ ...where, state: 'committed' }, { state: 'unanswered' });
  }

  /** Removes up to `batch` keys claimed before `before`; answers how many. */
  async deleteCreatedBefore(before: Date, batch: number): Promise<number> {
    const old = await this.rows.find({ select: { id: true }, where: { createdAt: LessThan(before) }, take: batch });
    if (old.length === 0) return 0;
    await this.rows.delete({ id: In(old.map((row) => row.id)) });
    return old.length;
  }
}
