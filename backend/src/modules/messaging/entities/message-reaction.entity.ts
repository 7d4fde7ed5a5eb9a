import type { MessageReaction } from '@nurse/domain';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { MessageEntity } from './message.entity';

/** A nurse's reaction to a message: at most one each, replaced when she picks another. */
@Entity('message_reactions')
export class MessageReactionEntity {
  @PrimaryColumn({ type: 'int' })
  messageId: number;

  @ManyToOne(() => MessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId' })
  message?: MessageEntity;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  reaction: MessageReaction;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
