import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An hour's scheduled job alert pass. Every API instance fires the pass each hour; the unique hour is
 * how they agree that one of them runs it.
 */
@Entity('job_alert_passes')
@Index('uq_job_alert_passes_hour', ['hour'], { unique: true })
export class JobAlertPassEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The UTC hour of the pass (YYYY-MM-DDTHH). */
  @Column({ type: 'varchar', length: 13 })
  hour: string;

  @Column({ type: 'varchar', length: 36 })
  claim: string;

  @Column({ type: 'datetime' })
  startedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;

  /** Saved searches whose nurse was told of new listings. */
  @Column({ type: 'int', nullable: true })
  alerted: number | null;
}
