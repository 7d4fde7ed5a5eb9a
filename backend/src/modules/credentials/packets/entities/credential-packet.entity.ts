import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../../users/entities/user.entity';

/**
 * A credentials packet she shared: which of her entries, the CE transcript and résumé it holds, and its
 * link. Only the SHA-256 of the link's token is kept, so the link cannot be read back from the database.
 * Revoking sets `revokedAt`; the row stays so she keeps its view log.
 */
@Entity('credential_packets')
@Index('idx_credential_packets_user', ['userId', 'id'])
export class CredentialPacketEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 80 })
  title: string;

  /** Hex SHA-256 of the link's token. */
  @Index('uq_credential_packets_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** Ids of her licences chosen, as a JSON list; an entry deleted since is simply not shown. */
  @Column({ type: 'simple-json' })
  licenceIds: number[];

  @Column({ type: 'simple-json' })
  certificationIds: number[];

  @Column({ type: 'boolean', default: false })
  includeCeTranscript: boolean;

  @Column({ type: 'boolean', default: false })
  includeResume: boolean;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
