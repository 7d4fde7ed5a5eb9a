import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { HousekeepingRunEntity } from './housekeeping-run.entity';
import { HousekeepingRunsRepository } from './housekeeping-runs.repository';
import { HousekeepingService } from './housekeeping.service';
import { OrphanedUploadsService } from './orphaned-uploads.service';

/**
 * Scheduled removal of expired and orphaned data, once per tick across all API instances. The app's
 * root names the feature modules that provide the sources in housekeeping-sources.ts.
 */
@Module({})
export class HousekeepingModule {
  static forRoot(sources: Type[]): DynamicModule {
    return {
      module: HousekeepingModule,
      imports: [ScheduleModule.forRoot(), TypeOrmModule.forFeature([HousekeepingRunEntity]), UploadsModule, ...sources],
      providers: [HousekeepingRunsRepository, OrphanedUploadsService, HousekeepingService],
    };
  }
}
