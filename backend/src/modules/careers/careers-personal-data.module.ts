import { Module } from '@nestjs/common';
import { CareersPersonalData } from './careers-personal-data.service';
import { JobAlertsRepository } from './alerts/job-alerts.repository';
import { JobApplicationsRepository } from './tracker/job-applications.repository';

/** Her job tracker's and saved searches' section of her data, without routes: for the API and for the worker that builds her archive. */
@Module({ providers: [JobApplicationsRepository, JobAlertsRepository, CareersPersonalData] })
export class CareersPersonalDataModule {}
