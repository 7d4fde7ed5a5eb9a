import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobProcessorsRegistry } from '../../jobs/job-processors.registry';
import { AccountErasureService } from './account-erasure.service';

/** The `erase-account` job: erases a due account (in the API when embedded, on a worker with BullMQ), retried by the queue. */
@Injectable()
export class AccountDeletionProcessor implements OnModuleInit {
  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly deletions: AccountErasureService,
  ) {}

  onModuleInit(): void {
    this.processors.register('erase-account', ({ userId, asOf }) => this.deletions.erase(userId, new Date(asOf)));
  }
}
