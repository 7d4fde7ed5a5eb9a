import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { JobEntity } from './job.entity';

/** One catalogue specialty of a listing; search reads listings by specialty through its index. */
@Entity('job_specialties')
@Index('idx_job_specialties_specialty', ['specialty', 'jobId'])
export class JobSpecialtyEntity {
  @PrimaryColumn({ type: 'int' })
  jobId: number;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  specialty: string;

  @ManyToOne('JobEntity', (job: JobEntity) => job.specialties, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId' })
  job?: Relation<JobEntity>;
}
