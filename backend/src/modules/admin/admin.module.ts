import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvitesModule } from '../invites/invites.module';
import { ReportsModule } from '../reports/reports.module';
import { UsersModule } from '../users/users.module';
import { AccountStatusModule } from '../account-status/account-status.module';
import { AdminAuditController } from './admin-audit.controller';
import { AdminInvitationsController } from './admin-invitations.controller';
import { AdminReportsController } from './admin-reports.controller';
import { AdminSessionController } from './admin-session.controller';
import { AdminSessionService } from './admin-session.service';
import { AdminUsersController } from './admin-users.controller';
import { SecondFactorResetService } from './second-factor-reset.service';
import { AuditModule } from '../audit/audit.module';
import { StaffModule } from '../staff/staff.module';

@Module({
  imports: [AuditModule, AuthModule, StaffModule, UsersModule, InvitesModule, AccountStatusModule, ReportsModule],
  controllers: [AdminSessionController, AdminUsersController, AdminInvitationsController, AdminAuditController, AdminReportsController],
  providers: [AdminSessionService, SecondFactorResetService],
})
export class AdminModule {}
