import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** She muted her conversation with another nurse: still delivered and listed, but not counted or notified. */
@Entity('muted_conversations')
export class MutedConversationEntity {
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

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
