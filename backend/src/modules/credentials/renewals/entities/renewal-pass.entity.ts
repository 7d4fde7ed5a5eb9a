import { Column, Entity, Index } from 'typeorm';
import { ClaimedPass } from '../../../../database/claimed-pass.entity';

export type RenewalPassTrigger = 'scheduled' | 'admin';

/**
 * A day's renewal reminder pass, scheduled or run by an administrator. The unique (day, trigger) is how
 * instances agree that the scheduled pass runs once; the latest earlier day with any pass tells the
 * next one how many days it must catch up. An administrator's run does not take the scheduled pass's
 * place: a nurse whose date changed since then is still reached at the scheduled hour.
 */
@Entity('renewal_passes')
@Index('uq_renewal_passes_day', ['day', 'trigger'], { unique: true })
export class RenewalPassEntity extends ClaimedPass {
  /** The UTC date of the pass (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 10 })
  trigger: RenewalPassTrigger;

  /** Reminders sent by the latest run of that day and trigger. */
  @Column({ type: 'int', nullable: true })
  sent: number | null;
}
