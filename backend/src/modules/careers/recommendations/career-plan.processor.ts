import { Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { LIVE_EVENTS } from '@nurse/domain';
import { JobProcessors } from '../../../jobs/job-processors';
import { LiveEvents } from '../../../live/live-events';
import { UsersRepository } from '../../users/users.repository';
import { CareersRepository } from '../careers.repository';
import { careerPlan } from './career-plan';
import { RecommendationsRepository } from './recommendations.repository';

const splitList = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The "AI generation" job: builds a nurse's career plan with the built-in engine and stores it in place
 * of her incomplete recommendations. It runs in the API (embedded mode) or on a worker (BullMQ); a
 * generation already finished is skipped, so a job run twice after a crash stores one plan.
 */
@Injectable()
export class CareerPlanProcessor implements OnModuleInit {
  constructor(
    private readonly processors: JobProcessors,
    private readonly users: UsersRepository,
    private readonly careers: CareersRepository,
    private readonly recommendations: RecommendationsRepository,
    // Absent in the worker, which has no socket server: the wizard follows the generation by polling then.
    @Optional() private readonly live?: LiveEvents,
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
    const [jobs, learning] = await Promise.all([this.careers.allJobs(), this.careers.allLearning()]);
    const plan = careerPlan({
      confirmedSpecialties: user.confirmedSpecialties,
      selectedCareerAreas: user.selectedCareerAreas,
      certifications: splitList(user.certifications),
      education: user.education,
      licensureTypes: splitList(user.licensureType),
      selectedStates: splitList(user.selectedStates),
      eNLCStates: splitList(user.eNLCStates),
      jobs,
      learning,
    });
    if (await this.recommendations.replacePlan(generationId, user.id, plan)) {
      this.live?.toUsers([user.id], LIVE_EVENTS.plan, { generationId });
    }
  }
}
