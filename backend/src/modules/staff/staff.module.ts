import { Module } from '@nestjs/common';
import { MailModule } from '../../mail/mail.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { StaffBootstrapService } from './staff-bootstrap.service';
import { StaffDirectoryModule } from './staff-directory.module';
import { StaffTwoFactorService } from './staff-two-factor.service';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

/** Staff accounts of the admin area: the first owner, invitations, roles, removal, and their authenticator app. */
@Module({
  imports: [StaffDirectoryModule, AuditModule, AuthModule, MailModule],
  controllers: [StaffController],
  providers: [StaffService, StaffBootstrapService, StaffTwoFactorService],
  exports: [StaffDirectoryModule, StaffTwoFactorService],
})
export class StaffModule {}
