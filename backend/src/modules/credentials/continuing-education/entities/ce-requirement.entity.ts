import type { CeTopicRequirement } from '@nurse/catalogue';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LicenceEntity } from '../../entities/licence.entity';

/** The CE requirement she entered for one of her licences; it replaces the catalogue's for that licence. */
@Entity('ce_requirements')
@Index('idx_ce_requirements_licence', ['licenceId'], { unique: true })
export class CeRequirementEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  licenceId: number;

  @ManyToOne(() => LicenceEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'licenceId' })
  licence?: LicenceEntity;

  @Column({ type: 'int' })
  hoursHundredths: number;

  @Column({ type: 'date' })
  cycleStart: string;

  @Column({ type: 'date' })
  cycleEnd: string;

  /** Topic hours as she entered them. */
  @Column({ type: 'simple-json' })
  topics: CeTopicRequirement[];

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
