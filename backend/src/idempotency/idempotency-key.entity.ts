import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * committed: stored in the transaction of the work's writes, the answer not yet. in-progress: left by
 * an earlier version, which claimed keys before the work; such a row is free after a few minutes. done: the answer is stored. unanswered: the work was stored
 * but the request failed before answering, so there is no answer to give and nothing to do again.
 */
export type IdempotencyKeyState = 'in-progress' | 'committed' | 'done' | 'unanswered';

/**
 * A nurse's Idempotency-Key and what it answered. The row is inserted in the transaction of the work it
 * guards: the unique (userId, key) index lets one request among any number of instances store its work.
 */
@Entity('idempotency_keys')
@Index('uq_idempotency_keys_user_key', ['userId', 'key'], { unique: true })
@Index('idx_idempotency_keys_created', ['createdAt'])
export class IdempotencyKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 100 })
  key: string;

  /** sha256 of the method, path and canonical body the key was first used with. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  /** A random id of the request holding the claim, so only it completes or releases the key. */
  @Column({ type: 'varchar', length: 36 })
  claimId: string;

  @Column({ type: 'varchar', length: 16 })
  state: IdempotencyKeyState;

  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  /** The JSON answer, as sent. */
  @Column({ type: 'text', nullable: true })
  responseBody: string | null;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
