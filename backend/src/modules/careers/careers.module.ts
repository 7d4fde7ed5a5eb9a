import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { CareersController } from './careers.controller';
import { CareerPlanModule } from './recommendations/career-plan.module';
import { RecommendationsController } from './recommendations/recommendations.controller';
import { RecommendationsService } from './recommendations/recommendations.service';

/** Job listings, learning resources and the career wizard's plans. */
@Module({
  imports: [CareerPlanModule, RateLimitModule],
  controllers: [CareersController, RecommendationsController],
  providers: [RecommendationsService],
  exports: [CareerPlanModule],
})
export class CareersModule {}
