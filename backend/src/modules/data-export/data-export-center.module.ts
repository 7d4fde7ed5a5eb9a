import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../uploads/uploads.module';
import { UserDirectoryModule } from '../users/user-directory.module';
import { DataExportProcessor } from './data-export.processor';
import { DataExportService } from './data-export.service';
import { DataExportSweep } from './data-export-sweep.service';
import { DataExportsRepository } from './data-exports.repository';
import { DataExportEntity } from './entities/data-export.entity';

/**
 * The archives of their data nurses ask for: the requests, the job that builds each from the
 * personal data sections every feature registers (personal-data/), and the sweep that deletes them
 * after 72 hours. In the API, and on its own in the worker, which runs the job.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DataExportEntity]), UserDirectoryModule, UploadsModule],
  providers: [DataExportsRepository, DataExportService, DataExportProcessor, DataExportSweep],
  exports: [DataExportService],
})
export class DataExportCenterModule {}
