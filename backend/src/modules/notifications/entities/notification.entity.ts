import type { NotificationCategory } from '@nurse/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One thing that concerns a nurse. Events about the same subject while she has not read the first
 * (a burst of messages from one nurse) add to one row: `count` grows and `updatedAt` moves. Reading it
 * sets `readAt` and clears `unreadKey` together.
 */
@Entity('notifications')
@Index('idx_notifications_list', ['userId', 'updatedAt', 'id'])
@Index('idx_notifications_unread', ['userId', 'readAt'])
@Index('uq_notifications_unread', ['userId', 'category', 'subjectId', 'unreadKey'], { unique: true })
@Index('idx_notifications_age', ['updatedAt'])
export class NotificationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 40 })
  category: NotificationCategory;

  /** The nurse, report or plan it is about; with the category it groups events. */
  @Column({ type: 'int' })
  subjectId: number;

  @Column({ type: 'varchar', length: 201, nullable: true })
  actorName: string | null;

  @Column({ type: 'int', default: 1 })
  count: number;

  /** The line itself, for events whose text needs facts the row does not keep (a renewal reminder's dates). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  detail: string | null;

  /** False when she wants this category by email only: it then waits for a digest, out of the bell. */
  @Column({ type: 'boolean', default: true })
  shownInApp: boolean;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  readAt: Date | null;

  /** 1 while unread, null once read: with the unique index, one unread row per subject (see `record`). */
  @Column({ type: 'int', nullable: true })
  unreadKey: 1 | null;

  /** Set when a digest carried it; a later event about the same subject clears it again. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  mailedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The latest event it holds. */
  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
