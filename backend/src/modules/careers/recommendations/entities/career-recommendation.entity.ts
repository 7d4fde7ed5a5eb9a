import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../../users/entities/user.entity';
import type { Level, RecommendationCategory, RecommendationType } from '../career-plan';

/** One step of a nurse's career plan, as the wizard generated it; she marks it complete or deletes it. */
@Entity('career_recommendations')
@Index('idx_career_recommendations_user', ['userId', 'id'])
export class CareerRecommendationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  recommendationType: RecommendationType;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 8 })
  priority: Level;

  @Column({ type: 'varchar', length: 16 })
  category: RecommendationCategory;

  @Column({ type: 'varchar', length: 100 })
  estimatedTimeframe: string;

  @Column({ type: 'varchar', length: 8 })
  marketDemand: Level;

  @Column({ type: 'varchar', length: 200 })
  potentialSalaryIncrease: string;

  @Column({ type: 'simple-json' })
  requiredSteps: string[];

  @Column({ type: 'boolean', default: false })
  isCompleted: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
