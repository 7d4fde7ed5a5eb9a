import type { CeTopic } from '@nurse/catalogue';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../../users/entities/user.entity';
import type { CredentialDocumentColumns } from '../../entities/credential-document';

/** One continuing-education activity she completed, with its certificate as the optional document. */
@Entity('ce_activities')
@Index('idx_ce_activities_user', ['userId', 'completedOn'])
export class CeActivityEntity implements CredentialDocumentColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 120 })
  provider: string;

  /** The calendar day she completed it (YYYY-MM-DD). */
  @Column({ type: 'date' })
  completedOn: string;

  /** Contact hours in hundredths (1.5 h is 150), so sums are exact. */
  @Column({ type: 'int' })
  hoursHundredths: number;

  @Column({ type: 'simple-json' })
  topics: CeTopic[];

  @Column({ type: 'varchar', length: 64, nullable: true })
  documentFile: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  documentName: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
