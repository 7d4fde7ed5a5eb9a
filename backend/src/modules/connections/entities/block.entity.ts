import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** A nurse blocking another: no requests, messages, search or discovery between them, either way. */
@Entity('blocks')
@Index('idx_blocks_blocked', ['blockedId', 'blockerId'])
export class BlockEntity {
  @PrimaryColumn({ type: 'int' })
  blockerId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blockerId' })
  blocker?: UserEntity;

  @PrimaryColumn({ type: 'int' })
  blockedId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blockedId' })
  blocked?: UserEntity;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
