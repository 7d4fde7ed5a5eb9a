import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffRole } from '@nurse/domain';
import { bigintAsNumber } from '../../auth/entities/passkey-credential.entity';

/**
 * A staff person of the admin area: she signs in as herself with her email, password and authenticator
 * app. The app's secret is kept encrypted (see modules/auth/two-factor-codes.ts); until she confirms it,
 * `totpEnabledAt` is null and she may only set it up.
 */
@Entity('staff_accounts')
export class StaffAccountEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_staff_accounts_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  role: StaffRole;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  totpSecretCipher: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  totpEnabledAt: Date | null;

  /** The time step of the last code accepted, so a code works once and never after a newer one. */
  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  totpLastStep: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
