import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MailTemplateData } from './mail-templates';

/**
 * An email the product owes someone, written in the same transaction as the change that causes it.
 * The row is the durable record; `sentAt` is set once the message has been handed over.
 */
@Entity('mail_outbox')
@Index('idx_mail_outbox_unsent', ['sentAt', 'id'])
export class MailOutboxEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The Message-ID's local part: random, so that it is unique across databases, instances and restarts. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  messageKey: string | null;

  @Column({ type: 'simple-json' })
  message: MailTemplateData;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  /** No sweep queues it again before this; set as each attempt begins, null before the first. */
  @Column({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
