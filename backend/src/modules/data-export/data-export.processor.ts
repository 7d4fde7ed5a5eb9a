import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobProcessorsRegistry } from '../../jobs/job-processors.registry';
import { DataExportService } from './data-export.service';

/** The `build-data-export` job: builds her archive (in the API when embedded, on a worker with BullMQ), retried by the queue. */
@Injectable()
export class DataExportProcessor implements OnModuleInit {
  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly exports: DataExportService,
  ) {}

  onModuleInit(): void {
    this.processors.register('build-data-export', ({ exportId }) => this.exports.build(exportId));
  }
}
