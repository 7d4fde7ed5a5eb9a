import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { LearningResource } from '@nurse/catalogue';

/** A stored learning resource; its properties carry the specification's field names. */
@Entity('learning_resources')
export class LearningResourceEntity implements LearningResource {
  @PrimaryColumn({ type: 'varchar', length: 20 }) id: string;
  @Column({ type: 'varchar', length: 200 }) title: string;
  @Index('idx_learning_resources_specialty')
  @Column({ type: 'varchar', length: 100 })
  specialty: string;
  @Column({ type: 'varchar', length: 200 }) provider: string;
  @Column({ type: 'varchar', length: 20 }) type: LearningResource['type'];
  @Column({ type: 'varchar', length: 100 }) duration: string;
  @Column({ type: 'varchar', length: 100 }) cost: string;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'varchar', length: 300 }) prerequisites: string;
  @Column({ type: 'varchar', length: 500 }) link: string;
  @Column({ type: 'decimal', precision: 2, scale: 1, transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  rating: number;
}
