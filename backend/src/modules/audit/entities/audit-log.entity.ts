import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what to which record, and when. Written for every administrator action; `actor` is her name as it was then. */
@Entity('audit_log')
export class AuditLogEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  actor: string;

  /** The staff person who acted (null for a failed sign-in and for entries from before staff accounts). */
  @Column({ type: 'int', nullable: true })
  staffId: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  staffEmail: string | null;

  @Column({ type: 'varchar', length: 60 })
  action: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  targetType: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  targetId: string | null;

  @Column({ type: 'simple-json', nullable: true })
  details: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Index('idx_audit_created')
  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
