import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * One nurse's side of a conversation, kept in the same transaction as each message and read mark,
 * so her conversation list and unread counts are read from an index, never counted from messages.
 */
@Entity('conversations')
@Index('idx_conversations_latest', ['ownerId', 'lastMessageId'])
export class ConversationEntity {
  @PrimaryColumn({ type: 'int' })
  ownerId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: UserEntity;

  @PrimaryColumn({ type: 'int' })
  otherUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'otherUserId' })
  otherUser?: UserEntity;

  @Column({ type: 'int' })
  lastMessageId: number;

  /** Messages from the other nurse that the owner has not read. */
  @Column({ type: 'int', default: 0 })
  unreadCount: number;
}
