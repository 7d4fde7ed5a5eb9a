import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import type { CredentialDocumentColumns } from './credential-document';

/** One certification in a nurse's wallet (BLS, ACLS, a specialty board, or one she names). */
@Entity('certifications')
@Index('idx_certifications_user', ['userId', 'id'])
@Index('idx_certifications_expiry', ['expiryDate'])
export class CertificationEntity implements CredentialDocumentColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  /** The catalogue's spelling when it lists the name, else as she typed it. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 120 })
  issuer: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  number: string | null;

  @Column({ type: 'date' })
  issueDate: string;

  /** Null for a certification that does not expire. */
  @Column({ type: 'date', nullable: true })
  expiryDate: string | null;

  @Column({ type: 'boolean', default: false })
  showOnProfile: boolean;

  @Column({ type: 'varchar', length: 64, nullable: true })
  documentFile: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  documentName: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
