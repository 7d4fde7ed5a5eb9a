import type { PayUnit } from '@nurse/catalogue';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobEntity } from './job.entity';

/** A listing's pay as published, and each change after: the history a nurse sees on the listing. */
@Entity('job_pay_changes')
@Index('idx_job_pay_changes_job', ['jobId', 'id'])
export class JobPayChangeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  jobId: number;

  @ManyToOne(() => JobEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId' })
  job?: JobEntity;

  @Column({ type: 'int' })
  payMinCents: number;

  @Column({ type: 'int' })
  payMaxCents: number;

  @Column({ type: 'varchar', length: 10 })
  payUnit: PayUnit;

  @Column({ type: 'varchar', length: 300, default: '' })
  payIncludes: string;

  @Column({ type: 'datetime' })
  changedAt: Date;
}
