import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ChatMessageType } from '@nurse/domain';
import { UserEntity } from '../../users/entities/user.entity';
import type { SuggestedAction } from '../engine/assistant-engine';

/** One message of a nurse's conversation with the assistant: hers, or its answer with suggestions. */
@Entity('chat_messages')
@Index('idx_chat_messages_user', ['userId', 'id'])
export class ChatMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  /** 'session-{user id}-{date}': one session a day. */
  @Column({ type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ type: 'varchar', length: 16 })
  messageType: ChatMessageType;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'simple-json' })
  suggestedSpecialties: string[];

  @Column({ type: 'simple-json' })
  suggestedActions: SuggestedAction[];

  @CreateDateColumn()
  createdAt: Date;
}
