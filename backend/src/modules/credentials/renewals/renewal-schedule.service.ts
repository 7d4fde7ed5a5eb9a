import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { JobQueue } from '../../../jobs/job-queue';
import { RenewalRemindersService } from './renewal-reminders.service';

const RENEWAL_JOB = 'renewal-reminders';

/**
 * Every API instance fires the daily pass at RENEWAL_REMINDER_HOUR (UTC); the first to claim the day
 * queues it, so it runs once however many instances there are. The hour is a setting, so the job is
 * registered here rather than by a decorator.
 */
@Injectable()
export class RenewalScheduleService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('RenewalReminders');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly reminders: RenewalRemindersService,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    const cronTime = `0 0 ${this.config.renewalReminderHour} * * *`;
    const job = CronJob.from({ cronTime, timeZone: 'UTC', onTick: () => this.onSchedule(), waitForCompletion: true });
    this.scheduler.addCronJob(RENEWAL_JOB, job);
  }

  onApplicationBootstrap(): void {
    this.scheduler.getCronJob(RENEWAL_JOB).start();
  }

  async onSchedule(): Promise<void> {
    try {
      const day = this.reminders.today();
      if (await this.reminders.claimToday()) await this.jobs.enqueue('renewal-reminders', { day });
      else this.logger.log(`The renewal reminder pass of ${day} was claimed by another instance`);
    } catch (error) {
      this.logger.error(`Renewal reminders could not be queued: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
