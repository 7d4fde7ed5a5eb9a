import { Module } from '@nestjs/common';
import { DataExportCenterModule } from './data-export-center.module';
import { DataExportController } from './data-export.controller';

/** "Download my data" over HTTP: her requests, their state and the download, under her session. */
@Module({
  imports: [DataExportCenterModule],
  controllers: [DataExportController],
})
export class DataExportModule {}
