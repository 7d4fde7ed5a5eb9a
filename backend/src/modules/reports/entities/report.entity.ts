import type { ReportReason, ReportStatus } from '@nurse/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MessageEntity } from '../../messaging/entities/message.entity';
import { UserEntity } from '../../users/entities/user.entity';

/** A nurse reporting another nurse, or a message she was sent, for an administrator to handle. */
@Entity('reports')
@Index('idx_reports_status', ['status', 'id'])
@Index('idx_reports_reporter', ['reporterId', 'reportedUserId'])
export class ReportEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null once the reporter's account was erased: the report stays, without her. */
  @Column({ type: 'int', nullable: true })
  reporterId: number | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reporterId' })
  reporter?: UserEntity | null;

  @Column({ type: 'int' })
  reportedUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reportedUserId' })
  reportedUser?: UserEntity;

  /** The message reported, when the report is about one. */
  @Column({ type: 'int', nullable: true })
  messageId: number | null;

  @ManyToOne(() => MessageEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'messageId' })
  message?: MessageEntity | null;

  /**
   * The reported message's text as it stood when she reported it: what the moderators read, whatever
   * the sender edits or deletes afterwards. Null on a report about the person.
   */
  @Column({ type: 'text', nullable: true })
  messageContent: string | null;

  @Column({ type: 'varchar', length: 32 })
  reason: ReportReason;

  @Column({ type: 'text' })
  details: string;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: ReportStatus;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  resolvedAt: Date | null;
}
