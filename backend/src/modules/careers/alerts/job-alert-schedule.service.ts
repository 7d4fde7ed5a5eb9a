import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { JobAlertsService } from './job-alerts.service';

/**
 * The job alert pass, every hour at a quarter past, fired on every API instance: the first to claim the
 * hour runs it (JobAlertsService.runHourlyPass), the others leave it. Within a pass, a saved search's
 * check time moves on once (JobAlertsRepository.moveCheckedAt), so she hears of a listing once.
 */
@Injectable()
export class JobAlertScheduleService {
  private readonly logger = new Logger('JobAlerts');

  constructor(private readonly alerts: JobAlertsService) {}

  @Cron('0 15 * * * *', { name: 'job-alerts', timeZone: 'UTC', waitForCompletion: true })
  async onSchedule(): Promise<void> {
    await this.alerts.runHourlyPass(new Date()).catch((error: unknown) => {
      this.logger.error(`The job alert pass failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
