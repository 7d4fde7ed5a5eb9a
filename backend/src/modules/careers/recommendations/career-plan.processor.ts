import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobProcessorsRegistry } from '../../../jobs/job-processors.registry';
import type { LanguageModel } from '../../../language-model/language-model';
import { LANGUAGE_MODEL } from '../../../language-model/language-model.module';
import type { UserEntity } from '../../users/entities/user.entity';
import { PeopleService } from '../../users/people.service';
import { profileList } from '../../users/profile-lists';
import { UsersRepository } from '../../users/users.repository';
import { careerDataSources, careerTools } from '../learning/career-tools';
import { CareersService } from '../learning/careers.service';
import { careerPlan, type PlannedRecommendation } from './career-plan';
import { MODEL_PLAN_INSTRUCTIONS, MODEL_PLAN_PROMPT, parseModelPlan } from './model-plan';
import { RecommendationsRepository } from './recommendations.repository';

function profileOf(user: UserEntity) {
  return {
    confirmedSpecialties: user.confirmedSpecialties,
    selectedCareerAreas: user.selectedCareerAreas,
    certifications: profileList(user.certifications),
    education: user.education,
    licensureTypes: profileList(user.licensureType),
    selectedStates: profileList(user.selectedStates),
    eNLCStates: profileList(user.eNLCStates),
  };
}

/**
 * The "AI generation" job: builds a nurse's career plan and stores it in place of her incomplete
 * recommendations. A configured language model writes the plan through the career tools; the built-in
 * engine writes it when there is none, or when the model fails or writes something off the plan's shape.
 * It runs in the API (embedded mode) or on a worker (BullMQ); a generation already finished is skipped,
 * so a job run twice after a crash stores one plan.
 */
@Injectable()
export class CareerPlanProcessor implements OnModuleInit {
  private readonly logger = new Logger('CareerPlan');

  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly users: UsersRepository,
    private readonly careers: CareersService,
    private readonly people: PeopleService,
    private readonly recommendations: RecommendationsRepository,
    @Inject(LANGUAGE_MODEL) private readonly model: LanguageModel | null,
  ) {}

  onModuleInit(): void {
    this.processors.register('generate-career-path', ({ generationId }) => this.generate(generationId));
  }

  async generate(generationId: number): Promise<void> {
    const generation = await this.recommendations.findGeneration(generationId);
    if (!generation || generation.state !== 'queued') return;
    const user = await this.users.findById(generation.userId);
    if (!user) {
      await this.recommendations.finish(generationId, 'failed');
      return;
    }
    const plan = (await this.modelPlan(user)) ?? (await this.builtInPlan(user));
    await this.recommendations.replacePlan(generationId, user.id, plan);
  }

  private async builtInPlan(user: UserEntity): Promise<PlannedRecommendation[]> {
    const [jobs, learning] = await Promise.all([this.careers.jobs([]), this.careers.learning([])]);
    return careerPlan({ ...profileOf(user), jobs, learning });
  }

  /** The plan the language model writes, or null when there is no model or its plan cannot be used. */
  private async modelPlan(user: UserEntity): Promise<PlannedRecommendation[] | null> {
    if (!this.model) return null;
    const sources = careerDataSources(this.careers, this.people);
    try {
      const answer = await this.model.converse({
        instructions: MODEL_PLAN_INSTRUCTIONS,
        prompt: MODEL_PLAN_PROMPT,
        tools: careerTools(sources, { id: user.id, profile: { name: user.name, ...profileOf(user) } }),
      });
      return parseModelPlan(answer);
    } catch (error) {
      this.logger.warn(`The language model failed; the built-in engine wrote the plan (${this.model.describeFailure(error)})`);
      return null;
    }
  }
}
