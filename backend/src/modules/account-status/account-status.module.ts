import { Module } from '@nestjs/common';
import { NotificationCenterModule } from '../notifications/notification-center.module';
import { UsersModule } from '../users/users.module';
import { AccountStatusService } from './account-status.service';
import { AuditModule } from '../audit/audit.module';

/** Activating and suspending accounts, for the admin area and the handling of reports. */
@Module({
  imports: [AuditModule, UsersModule, NotificationCenterModule],
  providers: [AccountStatusService],
  exports: [AccountStatusService],
})
export class AccountStatusModule {}
