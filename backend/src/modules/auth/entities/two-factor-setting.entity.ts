import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from './passkey-credential.entity';

/**
 * Her authenticator app: the TOTP secret, encrypted (see two-factor-secrets.ts), on from `enabledAt`
 * (null while she is still confirming it), and the last time step a code was accepted for, so a code
 * is never accepted twice.
 */
@Entity('two_factor_settings')
export class TwoFactorSettingEntity {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 255 })
  secretCipher: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  enabledAt: Date | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintAsNumber })
  lastUsedStep: number | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
