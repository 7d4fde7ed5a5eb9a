import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What one housekeeping run removed, by kind. */
export interface HousekeepingSummary {
  sessions: number;
  resetTokens: number;
  rateLimits: number;
  uploads: number;
  /** Notifications past their retention. */
  notifications: number;
  /** Idempotency keys older than a day. */
  idempotencyKeys: number;
  /** Emails sent longer ago than SENT_MAIL_RETENTION_MS. */
  sentMails: number;
}

/**
 * One run of the scheduled housekeeping. The unique slot (the scheduled time) is how instances agree
 * that only one of them runs it: the first to insert the row runs, the others' inserts are ignored.
 */
@Entity('housekeeping_runs')
export class HousekeepingRunEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_housekeeping_runs_slot', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  slot: string;

  /** A random id of the claim, so the instance that inserted the row can tell it is its own. */
  @Column({ type: 'varchar', length: 36 })
  claim: string;

  @Column({ type: 'datetime' })
  startedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'simple-json', nullable: true })
  summary: HousekeepingSummary | null;
}
