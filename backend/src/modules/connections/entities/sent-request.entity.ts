import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * One connection request as it was sent. The daily limit counts these, not the pair's connection
 * row, which a block, an answer or a later request of the other nurse rewrites.
 */
@Entity('connection_requests_sent')
@Index('idx_connection_requests_sent', ['requesterId', 'sentAt'])
export class SentRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  requesterId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'requesterId' })
  requester?: UserEntity;

  @Column({ type: 'datetime' })
  sentAt: Date;
}
