import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../users/users.module';
import { CareersRepository } from '../careers.repository';
import { CareerGenerationEntity } from '../entities/career-generation.entity';
import { CareerRecommendationEntity } from '../entities/career-recommendation.entity';
import { JobListingEntity } from '../entities/job-listing.entity';
import { LearningResourceEntity } from '../entities/learning-resource.entity';
import { CareerPlanProcessor } from './career-plan.processor';
import { RecommendationsRepository } from './recommendations.repository';

/** Career plans and the job that generates them: in the API, and on its own in the worker. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CareerRecommendationEntity, CareerGenerationEntity, JobListingEntity, LearningResourceEntity]),
    UsersModule,
  ],
  providers: [CareersRepository, RecommendationsRepository, CareerPlanProcessor],
  exports: [RecommendationsRepository],
})
export class CareerPlanModule {}
