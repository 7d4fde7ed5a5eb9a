import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { repeatSweep } from '../../jobs/periodic-sweep';
import { DataExportService } from './data-export.service';

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Where jobs are processed, every few minutes: deletes the archives past their 72 hours and marks them
 * expired, and sees every request through to an archive (data-export.service.ts, `sweep`).
 */
@Injectable()
export class DataExportSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DataExport');
  private stopSweeps: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly exports: DataExportService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.processJobs) return;
    await this.exports.sweep().catch((error: unknown) => this.logger.warn(`Data export sweep failed: ${(error as Error).message}`));
    this.stopSweeps = repeatSweep(this.logger, 'Data export', SWEEP_EVERY_MS, () => this.exports.sweep());
  }

  onApplicationShutdown(): void {
    this.stopSweeps?.();
  }
}
