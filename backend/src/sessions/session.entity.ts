import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type SessionKind = 'user' | 'admin';

/** A server-side session; the id is a keyed hash of the cookie token, never the token itself. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 10 })
  kind: SessionKind;

  @Index('idx_sessions_user')
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Index('idx_sessions_expires')
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime' })
  createdAt: Date;
}
