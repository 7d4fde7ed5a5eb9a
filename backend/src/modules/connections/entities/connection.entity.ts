import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import type { ConnectionState } from '../connection-pair';

/**
 * The one connection of a pair of nurses: the request, then its answer. `lowUserId` and
 * `highUserId` hold the pair in a fixed order, so the database keeps one row per pair.
 */
@Entity('connections')
@Index('uq_connections_pair', ['lowUserId', 'highUserId'], { unique: true })
@Index('idx_connections_addressee', ['addresseeId', 'status', 'id'])
@Index('idx_connections_requester', ['requesterId', 'status', 'id'])
@Index('idx_connections_requested_at', ['requesterId', 'requestedAt'])
export class ConnectionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  lowUserId: number;

  @Column({ type: 'int' })
  highUserId: number;

  @Column({ type: 'int' })
  requesterId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'requesterId' })
  requester?: UserEntity;

  @Column({ type: 'int' })
  addresseeId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'addresseeId' })
  addressee?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  status: ConnectionState;

  /** The note sent with the request. */
  @Column({ type: 'text' })
  message: string;

  /** When the current request was sent (a declined pair may be asked again by the one who declined). */
  @Column({ type: 'datetime' })
  requestedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  respondedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
