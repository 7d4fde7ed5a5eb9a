import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../../users/entities/user.entity';
import { JobEntity } from '../../jobs/entities/job.entity';
import type { ApplicationStage, StageReached } from '../application-stages';

/** A listing in her tracker: saved, or where she is with applying, with a note only she reads. */
@Entity('job_applications')
@Index('uq_job_applications_user_job', ['userId', 'jobId'], { unique: true })
@Index('idx_job_applications_user', ['userId', 'updatedAt'])
@Index('idx_job_applications_job', ['jobId'])
export class JobApplicationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'int' })
  jobId: number;

  @ManyToOne(() => JobEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId' })
  job?: JobEntity;

  @Column({ type: 'varchar', length: 20 })
  stage: ApplicationStage;

  /** Each stage she moved to, with its day, oldest first. */
  @Column({ type: 'simple-json' })
  stages: StageReached[];

  @Column({ type: 'text' })
  note: string;

  /** Something about the listing changed (closed, pay) since she last looked at her tracker. */
  @Column({ type: 'boolean', default: false })
  listingChanged: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
