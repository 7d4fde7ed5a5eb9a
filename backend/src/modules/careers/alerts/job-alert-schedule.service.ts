import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobAlertsService } from './job-alerts.service';

/**
 * The job alert pass, every hour at a quarter past, on every API instance: a saved search's check time
 * moves on for one of them only (JobAlertsRepository.moveCheckedAt), so she hears of a listing once.
 */
@Injectable()
export class JobAlertScheduleService {
  private readonly logger = new Logger('JobAlerts');

  constructor(private readonly alerts: JobAlertsService) {}

  @Cron('0 15 * * * *', { name: 'job-alerts', timeZone: 'UTC', waitForCompletion: true })
  async onSchedule(): Promise<void> {
    await this.alerts.runPass().catch((error: unknown) => {
      this.logger.error(`The job alert pass failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
