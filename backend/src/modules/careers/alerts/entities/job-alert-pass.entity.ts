import { Column, Entity, Index } from 'typeorm';
import { ClaimedPass } from '../../../../database/claimed-pass.entity';

/**
 * An hour's scheduled job alert pass. Every API instance fires the pass each hour; the unique hour is
 * how they agree that one of them runs it.
 */
@Entity('job_alert_passes')
@Index('uq_job_alert_passes_hour', ['hour'], { unique: true })
export class JobAlertPassEntity extends ClaimedPass {
  /** The UTC hour of the pass (YYYY-MM-DDTHH). */
  @Column({ type: 'varchar', length: 13 })
  hour: string;

  /** Saved searches whose nurse was told of new listings. */
  @Column({ type: 'int', nullable: true })
  alerted: number | null;
}
