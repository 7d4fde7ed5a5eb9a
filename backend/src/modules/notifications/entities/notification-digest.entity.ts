import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A nurse's digest schedule: `dueAt` is set when something she wants by email waits unread, and is the
 * durable record of the digest owed (the queued job only wakes it up). `sentTimes` keeps the last
 * day's send times for the spacing and the daily ceiling.
 */
@Entity('notification_digests')
@Index('idx_notification_digests_due', ['dueAt'])
export class NotificationDigestEntity {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime', nullable: true })
  dueAt: Date | null;

  @Column({ type: 'simple-json', nullable: true })
  sentTimes: string[] | null;
}
