import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionCenterModule } from './account-deletion-center.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionService } from './account-deletion.service';

/** "Delete my account" over HTTP, under her session; the erasure itself is in AccountDeletionCenterModule. */
@Module({
  imports: [AccountDeletionCenterModule, UsersModule, AuthModule, AuditModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService],
})
export class AccountDeletionModule {}
