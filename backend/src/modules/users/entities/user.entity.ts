import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountStatus, VerificationType } from '@nurse/domain';

/** A nurse's account and professional record. */
@Entity('users')
@Index('idx_users_status_id', ['accountStatus', 'id'])
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Stored normalised (lower-cased, NFC) and compared byte for byte, so uniqueness ignores case but never accents. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Digits only. */
  @Index('idx_users_phone')
  @Column({ type: 'varchar', length: 20, default: '' })
  phone: string;

  /** The phone's digits reversed, so an index finds a number by its last digits; kept by UsersRepository. */
  @Index('idx_users_phone_reversed')
  @Column({ type: 'varchar', length: 20, default: '' })
  phoneReversed: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImage: string | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  location: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  linkedinUrl: string;

  @Column({ type: 'text', nullable: true })
  workExperience: string | null;

  @Column({ type: 'text', nullable: true })
  education: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  resumeUrl: string | null;

  /** The résumé's server-made file name under DATA_DIR/uploads/resumes; never sent to clients. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  resumeFile: string | null;

  /** The résumé's original file name, sanitised, used as the download name. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  resumeName: string | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  licensureType: string;

  @Column({ type: 'text', nullable: true })
  licenses: string | null;

  @Column({ type: 'text', nullable: true })
  certifications: string | null;

  @Column({ type: 'varchar', length: 300, default: '' })
  selectedStates: string;

  @Column({ name: 'enlcStates', type: 'varchar', length: 300, default: '' })
  eNLCStates: string;

  @Column({ type: 'simple-json' })
  confirmedSpecialties: string[];

  @Column({ type: 'simple-json' })
  selectedCareerAreas: string[];

  @Column({ type: 'boolean', default: false })
  onboardingCompleted: boolean;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  accountStatus: AccountStatus;

  @Column({ type: 'simple-json' })
  invitationEmails: string[];

  @Column({ type: 'varchar', length: 10, nullable: true })
  verificationType: VerificationType | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  licenseNumber: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  licenseType: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  ncsbnId: string | null;

  @Column({ type: 'datetime', nullable: true })
  lastLogin: Date | null;

  /** When she asked for her account's deletion; null when she did not (or kept her account). */
  @Column({ type: 'datetime', nullable: true })
  deletionRequestedAt: Date | null;

  /** When her account is erased (ACCOUNT_DELETION_GRACE_DAYS after she asked); the sweep picks it up then. */
  @Column({ type: 'datetime', nullable: true })
  deletionDueAt: Date | null;

  /** Her status before she asked for her account's deletion, given back when she keeps her account. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  statusBeforeDeletion: AccountStatus | null;

  /** When her account was erased: the row is a tombstone from then on. */
  @Column({ type: 'datetime', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
