import { Injectable, Logger } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { NotFoundError } from '../../../common/domain-errors';
import { JobQueue } from '../../../jobs/job-queue';
import { RateLimitService } from '../../../rate-limit/rate-limit.service';
import type { CareerGenerationEntity, GenerationState } from './entities/career-generation.entity';
import type { CareerRecommendationEntity } from './entities/career-recommendation.entity';
import { RecommendationsRepository } from './recommendations.repository';

/** How long a generate request waits for its plan before answering that it is still being made. */
const WAIT_FOR_PLAN_MS = 2000;
const POLL_MS = 50;

export interface PlanRequestOutcome {
  state: GenerationState;
  generationId: number;
  items: CareerRecommendationEntity[];
}

/**
 * The career wizard: generating a plan goes through the job queue (a second request while one is queued
 * joins it; CareerPlanSweep sees a stored request through an outage), and her recommendations are
 * hers alone to list, complete and delete.
 */
@Injectable()
export class RecommendationsService {
  private readonly logger = new Logger('CareerPlans');

  constructor(
    private readonly recommendations: RecommendationsRepository,
    private readonly jobs: JobQueue,
    private readonly rateLimits: RateLimitService,
  ) {}

  list(userId: number): Promise<CareerRecommendationEntity[]> {
    return this.recommendations.listFor(userId);
  }

  /** Counts against her quota a minute (TooManyAttemptsError over it), then joins her queued generation or starts one. */
  async requestPlan(userId: number): Promise<PlanRequestOutcome> {
    await this.rateLimits.consumeCareerPlanRequest(userId);
    const generation = await this.queuedOrStarted(userId);
    const finished = await this.waitForFinish(generation.id);
    const state = finished?.state ?? 'queued';
    return { state, generationId: generation.id, items: state === 'done' ? await this.list(userId) : [] };
  }

  async latestGeneration(userId: number): Promise<CareerGenerationEntity | null> {
    return this.recommendations.latestFor(userId);
  }

  async setCompleted(userId: number, id: number, isCompleted: boolean): Promise<CareerRecommendationEntity> {
    const item = await this.owned(userId, id);
    await this.recommendations.setCompleted(id, isCompleted);
    return { ...item, isCompleted };
  }

  async delete(userId: number, id: number): Promise<void> {
    await this.owned(userId, id);
    await this.recommendations.delete(id);
  }

  private async owned(userId: number, id: number): Promise<CareerRecommendationEntity> {
    const item = await this.recommendations.findOwned(id, userId);
    if (!item) throw new NotFoundError(ERRORS.recommendationNotFound);
    return item;
  }

  /**
   * Her queued generation, or a new one. Of requests racing to start one, the database stores one
   * and the others join it; a generation that finished in between lets the next attempt start anew.
   */
  private async queuedOrStarted(userId: number): Promise<CareerGenerationEntity> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const queued = await this.recommendations.queuedFor(userId);
      if (queued) return queued;
      const started = await this.recommendations.addGeneration(userId);
      if (started) {
        await this.enqueue(started.id);
        return started;
      }
    }
    // Generations finishing as fast as they start: answer with the latest one.
    const latest = await this.recommendations.latestFor(userId);
    if (!latest) throw new Error('No career plan generation stored');
    return latest;
  }

  private async enqueue(generationId: number): Promise<void> {
    // The request is stored; a queue that fails now is caught up by the next sweep (CareerPlanSweep).
    await this.jobs.enqueue('generate-career-path', { generationId }).catch((error: unknown) => {
      this.logger.warn(`Career plan #${generationId} stays queued: ${(error as Error).message}`);
    });
  }

  private async waitForFinish(generationId: number): Promise<CareerGenerationEntity | null> {
    const deadline = Date.now() + WAIT_FOR_PLAN_MS;
    for (;;) {
      const generation = await this.recommendations.findGeneration(generationId);
      if (generation && generation.state !== 'queued') return generation;
      if (Date.now() >= deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
