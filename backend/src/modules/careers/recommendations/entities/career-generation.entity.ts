import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const GENERATION_STATES = ['queued', 'done', 'failed'] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

/**
 * A request to generate a nurse's career plan, stored before its job is queued: a crash between the two
 * leaves a queued row that the next start queues again, and a finished row is never run twice.
 */
@Entity('career_generations')
@Index('idx_career_generations_user', ['userId', 'id'])
@Index('idx_career_generations_state', ['state', 'id'])
@Index('uq_career_generations_queued', ['queuedUserId'], { unique: true })
export class CareerGenerationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 8 })
  state: GenerationState;

  /**
   * Her id while the generation is queued, null once it has finished: its unique index lets the
   * database refuse a second queued generation of the same nurse, however many requests race.
   */
  @Column({ type: 'int', nullable: true })
  queuedUserId: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
