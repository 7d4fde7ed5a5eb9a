import type { AprnRole, LicenceStatus, WalletLicenceType } from '@nurse/catalogue';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import type { CredentialDocumentColumns } from './credential-document';

/** One licence in a nurse's wallet, as she declares it. Dates are calendar dates (YYYY-MM-DD). */
@Entity('licences')
@Index('idx_licences_user', ['userId', 'id'])
@Index('idx_licences_expiry', ['expiryDate'])
export class LicenceEntity implements CredentialDocumentColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 8 })
  type: WalletLicenceType;

  /** The APRN role; null for every other type. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  aprnRole: AprnRole | null;

  /** The issuing state's code. */
  @Column({ type: 'varchar', length: 2 })
  state: string;

  @Column({ type: 'varchar', length: 40 })
  number: string;

  @Column({ type: 'boolean', default: false })
  multistate: boolean;

  /** Her primary state of residence, for a multistate licence; null for a single-state one. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  residenceState: string | null;

  /** The day she moved to `residenceState` from the issuing state (a multistate licence only); null: no move recorded. */
  @Column({ type: 'date', nullable: true })
  movedOn: string | null;

  @Column({ type: 'date' })
  issueDate: string;

  @Column({ type: 'date' })
  expiryDate: string;

  @Column({ type: 'varchar', length: 16 })
  status: LicenceStatus;

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
