import { Column, Entity, Index } from 'typeorm';
import { ClaimedPass } from '../database/claimed-pass.entity';

/** What one housekeeping run removed, by kind. */
export interface HousekeepingSummary {
  sessions: number;
  resetTokens: number;
  /** Passkey challenges and second sign-in steps that expired unanswered. */
  authChallenges: number;
  rateLimits: number;
  uploads: number;
  /** Notifications past their retention. */
  notifications: number;
  /** Idempotency keys older than a day. */
  idempotencyKeys: number;
  /** Emails sent longer ago than SENT_MAIL_RETENTION_MS. */
  sentMails: number;
  /** Photos and PDFs uploaded for a message that was never sent within a day. */
  unsentAttachments: number;
}

/**
 * One run of the scheduled housekeeping. The unique slot (the scheduled time) is how instances agree
 * that only one of them runs it: the first to insert the row runs, the others' inserts are ignored.
 */
@Entity('housekeeping_runs')
export class HousekeepingRunEntity extends ClaimedPass {
  @Index('uq_housekeeping_runs_slot', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  slot: string;

  @Column({ type: 'simple-json', nullable: true })
  summary: HousekeepingSummary | null;
}
