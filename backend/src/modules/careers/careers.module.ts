import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CareersController } from './careers.controller';
import { CareersRepository } from './careers.repository';
import { CareersService } from './careers.service';
import { JobListingEntity } from './entities/job-listing.entity';
import { LearningResourceEntity } from './entities/learning-resource.entity';
import { CareerPlanModule } from './recommendations/career-plan.module';
import { RecommendationsController } from './recommendations/recommendations.controller';
import { RecommendationsService } from './recommendations/recommendations.service';

/** Job listings, learning resources and the career wizard's plans. */
@Module({
  imports: [TypeOrmModule.forFeature([JobListingEntity, LearningResourceEntity]), CareerPlanModule],
  controllers: [CareersController, RecommendationsController],
  providers: [CareersRepository, CareersService, RecommendationsService],
  exports: [CareersService],
})
export class CareersModule {}
