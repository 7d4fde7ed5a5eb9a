import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { MessageGroupEntity } from './message-group.entity';

/**
 * One nurse in a group: what she may see (messages after `visibleAfterId`), what she read and her
 * unread count, kept in the send's transaction so her list and badge are read from here, never counted.
 * Leaving or being removed deletes the row, which ends her access at once.
 */
@Entity('message_group_members')
@Index('idx_message_group_members_user', ['userId', 'groupId'])
export class MessageGroupMemberEntity {
  @PrimaryColumn({ type: 'int' })
  groupId: number;

  @ManyToOne(() => MessageGroupEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'groupId' })
  group?: MessageGroupEntity;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'datetime' })
  joinedAt: Date;

  /** The group's latest message when she joined: she sees only the ones after it. */
  @Column({ type: 'int', default: 0 })
  visibleAfterId: number;

  /** Her read mark: the latest message of the group she has read. */
  @Column({ type: 'int', default: 0 })
  lastReadMessageId: number;

  @Column({ type: 'int', default: 0 })
  unreadCount: number;

  @Column({ type: 'boolean', default: false })
  muted: boolean;

  /** Who added her; null for the nurse who started the group. */
  @Column({ type: 'int', nullable: true })
  addedById: number | null;
}
