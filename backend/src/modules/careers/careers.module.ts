import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { AuditModule } from '../audit/audit.module';
import { PracticeModule } from '../credentials/practice/practice.module';
import { CareersPersonalDataModule } from './careers-personal-data.module';
import { CareersController } from './careers.controller';
import { AdminJobsController } from './admin-jobs/admin-jobs.controller';
import { AdminJobsService } from './admin-jobs/admin-jobs.service';
import { JobBoardModule } from './jobs/job-board.module';
import { JobsController } from './jobs/jobs.controller';
import { NursePracticeStates } from './jobs/nurse-practice-states.service';
import { AdminJobAlertsController } from './alerts/admin-job-alerts.controller';
import { JobAlertScheduleService } from './alerts/job-alert-schedule.service';
import { JobAlertsController } from './alerts/job-alerts.controller';
import { JobAlertsRepository } from './alerts/job-alerts.repository';
import { JobAlertsService } from './alerts/job-alerts.service';
import { JobApplicationsRepository } from './tracker/job-applications.repository';
import { JobTrackerController } from './tracker/job-tracker.controller';
import { JobTrackerService } from './tracker/job-tracker.service';
import { NotificationCenterModule } from '../notifications/notification-center.module';
import { CareerPlanModule } from './recommendations/career-plan.module';
import { RecommendationsController } from './recommendations/recommendations.controller';
import { RecommendationsService } from './recommendations/recommendations.service';

/** The job board, learning resources and the career wizard's plans. */
@Module({
  imports: [
    CareerPlanModule,
    RateLimitModule,
    JobBoardModule,
    AuditModule,
    PracticeModule,
    NotificationCenterModule,
    CareersPersonalDataModule,
  ],
  controllers: [
    CareersController,
    JobsController,
    AdminJobsController,
    JobTrackerController,
    JobAlertsController,
    AdminJobAlertsController,
    RecommendationsController,
  ],
  providers: [
    RecommendationsService,
    AdminJobsService,
    NursePracticeStates,
    JobApplicationsRepository,
    JobTrackerService,
    JobAlertsRepository,
    JobAlertsService,
    JobAlertScheduleService,
  ],
  exports: [CareerPlanModule],
})
export class CareersModule {}
