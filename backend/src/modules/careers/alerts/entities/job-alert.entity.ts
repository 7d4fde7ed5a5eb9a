import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../../users/entities/user.entity';
import type { SavedJobFilters } from '../job-alert-rules';

/** A search she saved, and whether she hears of new listings that match it. */
@Entity('job_alerts')
@Index('idx_job_alerts_user', ['userId', 'id'])
@Index('idx_job_alerts_on', ['alertsOn', 'id'])
export class JobAlertEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'simple-json' })
  filters: SavedJobFilters;

  @Column({ type: 'boolean', default: true })
  alertsOn: boolean;

  /** Listings first published after this are new to her; each alert pass moves it on. */
  @Column({ type: 'datetime', precision: 3 })
  checkedAt: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
