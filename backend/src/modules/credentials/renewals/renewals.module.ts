import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { AdminRenewalRemindersController } from './admin-renewal-reminders.controller';
import { RenewalRemindersController } from './renewal-reminders.controller';
import { RenewalRemindersModule } from './renewal-reminders.module';
import { RenewalScheduleService } from './renewal-schedule.service';

/** Renewal reminders in the API: the entry a reminder leads her to, the daily pass's schedule and the administrators' run of it. */
@Module({
  imports: [RenewalRemindersModule, AuditModule],
  controllers: [RenewalRemindersController, AdminRenewalRemindersController],
  providers: [RenewalScheduleService],
})
export class RenewalsModule {}
