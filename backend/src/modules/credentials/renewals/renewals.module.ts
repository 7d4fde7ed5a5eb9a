import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module';
import { AdminRenewalRemindersController } from './admin-renewal-reminders.controller';
import { RenewalRemindersModule } from './renewal-reminders.module';
import { RenewalScheduleService } from './renewal-schedule.service';

/** Renewal reminders in the API: the daily pass's schedule and the administrators' run of it. */
@Module({
  imports: [RenewalRemindersModule, AuditModule],
  controllers: [AdminRenewalRemindersController],
  providers: [RenewalScheduleService],
})
export class RenewalsModule {}
