import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { MessageGroupEntity } from './message-group.entity';

/** One private message, to one nurse or to a group; ids follow the order messages were sent in. */
@Entity('messages')
@Index('idx_messages_pair', ['fromUserId', 'toUserId', 'id'])
@Index('idx_messages_recipient', ['toUserId', 'id'])
@Index('idx_messages_sender', ['fromUserId', 'id'])
@Index('idx_messages_group', ['groupId', 'id'])
export class MessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  fromUserId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fromUserId' })
  from?: UserEntity;

  /** The recipient of a pair message; null on a group message. */
  @Column({ type: 'int', nullable: true })
  toUserId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'toUserId' })
  to?: UserEntity;

  /** The group of a group message; null on a pair message. */
  @Column({ type: 'int', nullable: true })
  groupId: number | null;

  @ManyToOne(() => MessageGroupEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'groupId' })
  group?: MessageGroupEntity;

  @Column({ type: 'text' })
  content: string;

  /** When the sender confirmed it holds no patient information; null when she was not asked to. */
  @Column({ type: 'datetime', nullable: true })
  patientInformationConfirmedAt: Date | null;

  /** When the recipient read it; null while unread. */
  @Column({ type: 'datetime', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** When the sender last changed its text; null when she never did. */
  @Column({ type: 'datetime', nullable: true })
  editedAt: Date | null;

  /** When the sender deleted it for everyone; its content is emptied then, and its reactions removed. */
  @Column({ type: 'datetime', nullable: true })
  deletedAt: Date | null;
}
