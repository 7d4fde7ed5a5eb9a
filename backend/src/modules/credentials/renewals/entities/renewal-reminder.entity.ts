import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../../users/entities/user.entity';
import type { CredentialKind } from '../../credential-kinds';

/**
 * One renewal reminder sent. The unique key (entry, its expiry date, milestone) is the claim: the
 * first insert sends, every other instance, retry or restart finds the row and does not. A new expiry
 * date is a new key, so a renewed licence's milestones count afresh.
 */
@Entity('renewal_reminders')
@Index('uq_renewal_reminders_milestone', ['entryKind', 'entryId', 'expiryDate', 'milestone'], { unique: true })
@Index('idx_renewal_reminders_user', ['userId'])
export class RenewalReminderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  entryKind: CredentialKind;

  @Column({ type: 'int' })
  entryId: number;

  @Column({ type: 'date' })
  expiryDate: string;

  /** Days before the expiry date (0 the day itself, -1 the day after it lapsed). */
  @Column({ type: 'int' })
  milestone: number;

  /** A random id of the claim, so the instance that inserted the row can tell it is its own. */
  @Column({ type: 'varchar', length: 36 })
  claim: string;

  @Column({ type: 'datetime' })
  sentAt: Date;
}
