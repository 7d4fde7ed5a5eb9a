import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A licence she declared without its number and dates (in onboarding, or on the profile before the
 * wallet existed). It counts for her profile's licensure until a complete licence of the same type and
 * state takes its place in the wallet. See docs/decisions/licence-wallet.md.
 */
@Entity('declared_licences')
@Index('uq_declared_licences', ['userId', 'type', 'state'], { unique: true })
export class DeclaredLicenceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  /** A licensure type of the profile's list (Student included); '' when she named a state only. */
  @Column({ type: 'varchar', length: 8, default: '' })
  type: string;

  /** The state's code; '' when she named a type only. */
  @Column({ type: 'varchar', length: 2, default: '' })
  state: string;

  @Column({ type: 'boolean', default: false })
  multistate: boolean;

  @Column({ type: 'varchar', length: 2, nullable: true })
  residenceState: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
