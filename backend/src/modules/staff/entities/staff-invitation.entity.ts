import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@nurse/domain';

/**
 * A link to become staff: sent by an owner to an address with a role, or (with no address and no
 * inviter) the first owner's setup link printed at first start. Only a hash of its token is kept; it
 * works once, until it expires.
 */
@Entity('staff_invitations')
export class StaffInvitationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_staff_invitations_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** Null for the setup link: the first owner chooses her address. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 20 })
  role: StaffRole;

  @Column({ type: 'int', nullable: true })
  invitedBy: number | null;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
