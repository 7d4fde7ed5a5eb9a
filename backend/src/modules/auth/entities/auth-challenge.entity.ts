import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const AUTH_CHALLENGE_PURPOSES = ['passkey-registration', 'passkey-sign-in', 'passkey-confirmation', 'second-step'] as const;
export type AuthChallengePurpose = (typeof AUTH_CHALLENGE_PURPOSES)[number];

/**
 * A short-lived step of signing in, adding a passkey or confirming with one, kept on the server: the WebAuthn challenge
 * handed to the browser, or (for `second-step`) whose password was right. Stored under the SHA-256
 * of the token in her cookie (or of her session), and removed once answered.
 */
@Entity('auth_challenges')
export class AuthChallengeEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 30 })
  purpose: AuthChallengePurpose;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  challenge: string | null;

  @Index('idx_auth_challenges_expiry')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
