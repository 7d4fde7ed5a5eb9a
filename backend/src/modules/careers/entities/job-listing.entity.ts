import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { JobListing } from '../job-listing';

/** A stored job listing; its properties carry the specification's field names. */
@Entity('job_listings')
export class JobListingEntity implements JobListing {
  @PrimaryColumn({ type: 'varchar', length: 20 }) JobID: string;
  @Column({ type: 'varchar', length: 200 }) JobTitle: string;
  @Index('idx_job_listings_specialty')
  @Column({ type: 'varchar', length: 100 })
  Specialty: string;
  @Column({ type: 'varchar', length: 200 }) Employer: string;
  @Column({ type: 'varchar', length: 100 }) Location: string;
  @Column({ type: 'varchar', length: 20 }) WorkType: JobListing['WorkType'];
  @Column({ type: 'varchar', length: 200 }) ShiftSchedule: string;
  @Column({ type: 'varchar', length: 50 }) PayRate: string;
  @Column({ type: 'varchar', length: 20 }) PayType: JobListing['PayType'];
  @Column({ type: 'int' }) ExperienceRequiredYears: number;
  @Column({ type: 'varchar', length: 200 }) EducationRequired: string;
  @Column({ type: 'varchar', length: 200 }) LicenseCertification1: string;
  @Column({ type: 'varchar', length: 200 }) LicenseCertification2: string;
  @Column({ type: 'text' }) JobDescription: string;
  @Column({ type: 'text' }) Responsibilities: string;
  @Column({ type: 'text' }) Qualifications: string;
  @Column({ type: 'varchar', length: 20 }) RemoteHybridInPerson: JobListing['RemoteHybridInPerson'];
  @Column({ type: 'text' }) Benefits: string;
  @Column({ type: 'varchar', length: 10 }) DatePosted: string;
  @Column({ type: 'varchar', length: 500 }) ApplicationLink: string;
}
