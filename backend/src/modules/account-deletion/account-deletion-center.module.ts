import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { UserDirectoryModule } from '../users/user-directory.module';
import { AccountDeletionProcessor } from './account-deletion.processor';
import { AccountDeletionSweep } from './account-deletion-sweep.service';
import { AccountErasureService } from './account-erasure.service';

/**
 * The erasure of accounts whose deletion is due: the sweep that queues them and the `erase-account`
 * job, which asks every registered personal data contributor (personal-data/) to erase its part. In
 * the API, and in the worker, which runs the job.
 */
@Module({
  imports: [UserDirectoryModule, AuditModule],
  providers: [AccountErasureService, AccountDeletionProcessor, AccountDeletionSweep],
  exports: [AccountErasureService],
})
export class AccountDeletionCenterModule {}
