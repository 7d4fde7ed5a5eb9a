import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One of a staff person's recovery codes, kept only as a keyed hash. */
@Entity('staff_recovery_codes')
@Index('idx_staff_recovery_codes_staff', ['staffId', 'codeHash'])
export class StaffRecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  staffId: number;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
