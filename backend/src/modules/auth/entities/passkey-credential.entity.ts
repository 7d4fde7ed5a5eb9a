import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Reads a BIGINT column, which the MySQL driver hands over as text, as a number. */
export const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** A passkey she added: a WebAuthn credential's id and public key, and the signature counter its authenticator keeps. */
@Entity('passkey_credentials')
@Index('idx_passkey_credentials_user', ['userId', 'id'])
export class PasskeyCredentialEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  /** The credential id, base64url. */
  @Index('uq_passkey_credentials_credential', { unique: true })
  @Column({ type: 'varchar', length: 512 })
  credentialId: string;

  /** The COSE public key, base64url. */
  @Column({ type: 'varchar', length: 2000 })
  publicKey: string;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  counter: number;

  /** How the browser reaches the authenticator (`internal`, `hybrid`, `usb`…), comma-separated. */
  @Column({ type: 'varchar', length: 200, default: '' })
  transports: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt: Date | null;
}
