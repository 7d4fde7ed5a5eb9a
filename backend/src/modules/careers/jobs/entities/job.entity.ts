import type { EmploymentType, JobSetting, PayUnit, ShiftPattern } from '@nurse/catalogue';
import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import type { JobStatus, WorkMode } from '../job-rules';
import { JobSpecialtyEntity } from './job-specialty.entity';

/**
 * A job listing administrators keep. Pay is a range in cents of its unit, and the same range in cents
 * an hour by the comparison rule (libs/catalogue/src/jobs.ts), which search filters and sorts on.
 */
@Entity('jobs')
@Index('idx_jobs_open_posted', ['status', 'postedOn', 'id'])
@Index('idx_jobs_open_state_pay', ['status', 'state', 'payMaxHourlyCents'])
@Index('idx_jobs_open_pay', ['status', 'payMaxHourlyCents', 'id'])
@Index('idx_jobs_open_state_shift_pay', ['status', 'state', 'shiftPattern', 'payMaxHourlyCents'])
@Index('idx_jobs_open_published', ['status', 'publishedAt'])
export class JobEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  status: JobStatus;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  employer: string;

  @Column({ type: 'varchar', length: 30 })
  setting: JobSetting;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 2 })
  state: string;

  @OneToMany(() => JobSpecialtyEntity, (specialty) => specialty.job, { cascade: true })
  specialties?: Relation<JobSpecialtyEntity>[];

  @Column({ type: 'varchar', length: 10 })
  employmentType: EmploymentType;

  @Column({ type: 'varchar', length: 10 })
  shiftPattern: ShiftPattern;

  /** The schedule in words, e.g. "Three 12-hour night shifts a week, every third weekend". */
  @Column({ type: 'varchar', length: 200, default: '' })
  schedule: string;

  @Column({ type: 'int', nullable: true })
  hoursPerWeek: number | null;

  @Column({ type: 'int', nullable: true })
  contractWeeks: number | null;

  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  /** Licence types (libs/catalogue WALLET_LICENCE_TYPES) the job requires. */
  @Column({ type: 'simple-json' })
  requiredLicences: string[];

  /** Certifications (catalogue names or free text) the job requires. */
  @Column({ type: 'simple-json' })
  requiredCertifications: string[];

  /** The requirements in words, e.g. "CCRN preferred; ACLS and BLS required"; may be empty. */
  @Column({ type: 'varchar', length: 300, default: '' })
  credentialNote: string;

  @Column({ type: 'varchar', length: 10, default: 'in-person' })
  workMode: WorkMode;

  @Column({ type: 'int', default: 0 })
  experienceYears: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  education: string;

  @Column({ type: 'int', nullable: true })
  payMinCents: number | null;

  @Column({ type: 'int', nullable: true })
  payMaxCents: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  payUnit: PayUnit | null;

  /** What the pay includes, e.g. for travel the taxable rate and the stipends. */
  @Column({ type: 'varchar', length: 300, default: '' })
  payIncludes: string;

  @Column({ type: 'int', nullable: true })
  payMinHourlyCents: number | null;

  @Column({ type: 'int', nullable: true })
  payMaxHourlyCents: number | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  responsibilities: string;

  @Column({ type: 'text' })
  qualifications: string;

  @Column({ type: 'text' })
  benefits: string;

  @Column({ type: 'varchar', length: 500 })
  applyUrl: string;

  /** The day it was first published; null while a draft. */
  @Column({ type: 'date', nullable: true })
  postedOn: string | null;

  /** When it was first published, to the millisecond: what job alerts count as new. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'date', nullable: true })
  closingOn: string | null;

  @Column({ type: 'datetime', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
