import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import type { JobEntity } from './jobs/entities/job.entity';
import { JobAlertEntity } from './alerts/entities/job-alert.entity';
import { CareerGenerationEntity } from './recommendations/entities/career-generation.entity';
import { CareerRecommendationEntity } from './recommendations/entities/career-recommendation.entity';
import { JobApplicationEntity as TrackedJob } from './tracker/entities/job-application.entity';
import { JobAlertsRepository } from './alerts/job-alerts.repository';
import { toAlertDto } from './alerts/job-alerts.service';
import type { JobApplicationEntity } from './tracker/entities/job-application.entity';
import { JobApplicationsRepository } from './tracker/job-applications.repository';
import { toApplicationDto } from './tracker/job-tracker.service';

/** Her job tracker and saved searches with their alerts: the `jobs` section of her data. */
@Injectable()
export class CareersPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'jobs';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly alerts: JobAlertsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      { path: 'tracker.json', description: 'the jobs in your tracker: the listing, the stage you reached and when, your note' },
      { path: 'saved-searches.json', description: 'your saved job searches and their alerts: the filters and how often you are told' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const applications = await this.applications.listOf(userId);
    await archive.json(
      'tracker.json',
      applications.map((entry) => toApplicationDto(entry as JobApplicationEntity & { job: JobEntity })),
    );
    await archive.json('saved-searches.json', (await this.alerts.listOf(userId)).map(toAlertDto));
  }

  /** Her tracker, saved searches and the career plans generated for her. */
  erase(userId: number): Promise<void> {
    return this.rows.deleteRows(userId, [
      { entity: TrackedJob, column: 'userId' },
      { entity: JobAlertEntity, column: 'userId' },
      { entity: CareerRecommendationEntity, column: 'userId' },
      { entity: CareerGenerationEntity, column: 'userId' },
    ]);
  }
}
