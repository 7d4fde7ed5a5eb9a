import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LanguageModelModule } from '../../../language-model/language-model.module';
import { NotificationCenterModule } from '../../notifications/notification-center.module';
import { UserDirectoryModule } from '../../users/user-directory.module';
import { CareersLiveSubscriber } from './careers-live.subscriber';
import { CareersRepository } from '../learning/careers.repository';
import { CareersService } from '../learning/careers.service';
import { CareerGenerationEntity } from './entities/career-generation.entity';
import { CareerRecommendationEntity } from './entities/career-recommendation.entity';
import { LearningResourceEntity } from '../learning/entities/learning-resource.entity';
import { JobBoardModule } from '../jobs/job-board.module';
import { CareerPlanProcessor } from './career-plan.processor';
import { CareerPlanSweep } from './career-plan-sweep.service';
import { RecommendationsRepository } from './recommendations.repository';

/**
 * Job listings, learning, career plans and the job that generates plans, with what open tabs hear of
 * them: in the API, and on its own in the worker.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([CareerRecommendationEntity, CareerGenerationEntity, LearningResourceEntity]),
    JobBoardModule,
    UserDirectoryModule,
    LanguageModelModule,
    NotificationCenterModule,
  ],
  providers: [CareersRepository, CareersService, RecommendationsRepository, CareerPlanProcessor, CareerPlanSweep, CareersLiveSubscriber],
  exports: [CareersRepository, CareersService, RecommendationsRepository],
})
export class CareerPlanModule {}
