import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { MessageEntity } from './message.entity';

export type MessageRequestStatus = 'pending' | 'accepted' | 'declined';

/**
 * A first message from a nurse who is not her connection, which she accepts or declines. One per
 * sender and recipient, ever: a declined request stays, so that the sender cannot send another.
 * The message itself is a row of `messages`, shown in their conversation once she accepts.
 */
@Entity('message_requests')
@Index('idx_message_requests_recipient', ['recipientId', 'status', 'createdAt'])
export class MessageRequestEntity {
  @PrimaryColumn({ type: 'int' })
  senderId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'senderId' })
  sender?: UserEntity;

  @PrimaryColumn({ type: 'int' })
  recipientId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipientId' })
  recipient?: UserEntity;

  @Column({ type: 'int' })
  messageId: number;

  @ManyToOne(() => MessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId' })
  message?: MessageEntity;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: MessageRequestStatus;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  respondedAt: Date | null;
}
