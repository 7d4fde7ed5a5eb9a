import type { DataExportStatus } from '@nurse/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** One archive of her data she asked for: queued, built by a worker, kept until `expiresAt`, then deleted. */
@Entity('data_exports')
@Index('idx_data_exports_user', ['userId', 'requestedAt'])
export class DataExportEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  status: DataExportStatus;

  @Column({ type: 'datetime' })
  requestedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  readyAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  expiresAt: Date | null;

  /** The archive's key in the file storage, under `data-exports/`; null until it is built and once it is deleted. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  storageKey: string | null;

  /** The archive's length in bytes once ready. */
  @Column({ type: 'int', nullable: true })
  bytes: number | null;
}
