import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One of her single-use recovery codes; only its keyed hash is stored. */
@Entity('recovery_codes')
@Index('idx_recovery_codes_user', ['userId', 'codeHash'])
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
