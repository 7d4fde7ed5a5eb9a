import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../../database/transaction';
import { isUniqueViolation } from '../../../database/unique-violation';
import { UnitOfWork } from '../../../database/unit-of-work.service';
import { CareerGenerationEntity, type GenerationState } from './entities/career-generation.entity';
import { CareerRecommendationEntity } from './entities/career-recommendation.entity';
import type { PlannedRecommendation } from './career-plan';

/** Data access for career plans and their generation requests. */
@Injectable()
export class RecommendationsRepository {
  constructor(
    @InjectRepository(CareerRecommendationEntity) private readonly recommendations: Repository<CareerRecommendationEntity>,
    @InjectRepository(CareerGenerationEntity) private readonly generations: Repository<CareerGenerationEntity>,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  listFor(userId: number): Promise<CareerRecommendationEntity[]> {
    return this.recommendations.find({ where: { userId }, order: { id: 'ASC' } });
  }

  findOwned(id: number, userId: number): Promise<CareerRecommendationEntity | null> {
    return this.recommendations.findOneBy({ id, userId });
  }

  async setCompleted(id: number, isCompleted: boolean): Promise<void> {
    await this.recommendations.update({ id }, { isCompleted });
  }

  async delete(id: number): Promise<void> {
    await this.recommendations.delete({ id });
  }

  /** Her queued generation, when one is waiting or running. */
  queuedFor(userId: number): Promise<CareerGenerationEntity | null> {
    return this.generations.findOneBy({ queuedUserId: userId });
  }

  latestFor(userId: number): Promise<CareerGenerationEntity | null> {
    return this.generations.findOne({ where: { userId }, order: { id: 'DESC' } });
  }

  findGeneration(id: number): Promise<CareerGenerationEntity | null> {
    return this.generations.findOneBy({ id });
  }

  /** Stores a queued generation for her; null when she has one queued already (the unique key refuses a second). */
  async addGeneration(userId: number): Promise<CareerGenerationEntity | null> {
    try {
      return await this.generations.save(this.generations.create({ userId, queuedUserId: userId, state: 'queued', finishedAt: null }));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Every generation still queued, oldest first (the sweep queues them again). */
  queuedIds(): Promise<number[]> {
    return this.generations
      .find({ select: { id: true }, where: { state: 'queued' }, order: { id: 'ASC' } })
      .then((rows) => rows.map((row) => row.id));
  }

  async finish(id: number, state: GenerationState, tx?: Transaction): Promise<boolean> {
    const repository = managerOf(tx)?.getRepository(CareerGenerationEntity) ?? this.generations;
    const { affected } = await repository.update({ id, state: 'queued' }, { state, queuedUserId: null, finishedAt: new Date() });
    return (affected ?? 0) > 0;
  }

  /**
   * Replaces her incomplete recommendations with a new plan and marks the generation done, in one
   * transaction; completed ones stay, and a planned step she has already completed is not added again.
   * Answers false when another run finished the generation first.
   */
  /** Stores the plan as the generation's result (`career-plan-ready`), unless the generation is no longer queued. */
  replacePlan(generationId: number, userId: number, plan: readonly PlannedRecommendation[]): Promise<boolean> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await this.finish(generationId, 'done', tx))) return false;
      tx.record({ type: 'career-plan-ready', userId, generationId });
      const repository = managerOf(tx).getRepository(CareerRecommendationEntity);
      const existing = await repository.find({ where: { userId } });
      const incomplete = existing.filter((item) => !item.isCompleted).map((item) => item.id);
      if (incomplete.length > 0) await repository.delete({ id: In(incomplete) });
      const completedTitles = new Set(existing.filter((item) => item.isCompleted).map((item) => item.title));
      const fresh = plan.filter((item) => !completedTitles.has(item.title));
      if (fresh.length > 0) await repository.insert(fresh.map((item) => ({ ...item, userId, isCompleted: false })));
      return true;
    });
  }
}
