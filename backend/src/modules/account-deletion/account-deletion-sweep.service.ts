import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { repeatSweep } from '../../jobs/periodic-sweep';
import { AccountErasureService } from './account-erasure.service';

/** Where jobs are processed, at start and every ACCOUNT_DELETION_SWEEP_SECONDS (5 minutes): queues the erasure of every account whose deletion is due. */
@Injectable()
export class AccountDeletionSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AccountDeletion');
  private stopSweeps: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deletions: AccountErasureService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.processJobs) return;
    await this.deletions.sweep().catch((error: unknown) => this.logger.warn(`Account deletion sweep failed: ${(error as Error).message}`));
    this.stopSweeps = repeatSweep(this.logger, 'Account deletion', this.config.accountDeletionSweepMs, () => this.deletions.sweep());
  }

  onApplicationShutdown(): void {
    this.stopSweeps?.();
  }
}
