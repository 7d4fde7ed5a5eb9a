import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvitesModule } from '../invites/invites.module';
import { UsersModule } from '../users/users.module';
import { AccountStatusService } from './account-status.service';
import { AdminAuditController } from './admin-audit.controller';
import { AdminInvitationsController } from './admin-invitations.controller';
import { AdminPasswordService } from './admin-password.service';
import { AdminSessionController } from './admin-session.controller';
import { AdminSessionService } from './admin-session.service';
import { AdminUsersController } from './admin-users.controller';
import { AuditModule } from './audit.module';

@Module({
  imports: [AuditModule, AuthModule, UsersModule, InvitesModule],
  controllers: [AdminSessionController, AdminUsersController, AdminInvitationsController, AdminAuditController],
  providers: [AdminPasswordService, AdminSessionService, AccountStatusService],
  exports: [AccountStatusService],
})
export class AdminModule {}
