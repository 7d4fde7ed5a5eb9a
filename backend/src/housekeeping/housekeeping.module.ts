import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../modules/auth/auth.module';
import { CredentialsModule } from '../modules/credentials/credentials.module';
import { NotificationCenterModule } from '../modules/notifications/notification-center.module';
import { UsersModule } from '../modules/users/users.module';
import { UploadsModule } from '../uploads/uploads.module';
import { HousekeepingRunEntity } from './housekeeping-run.entity';
import { HousekeepingRunsRepository } from './housekeeping-runs.repository';
import { HousekeepingService } from './housekeeping.service';
import { OrphanedUploadsService } from './orphaned-uploads.service';

/** Scheduled removal of expired and orphaned data, once per tick across all API instances. */
@Module({
  imports: [
    ScheduleModule.forRoot(),
    TypeOrmModule.forFeature([HousekeepingRunEntity]),
    AuthModule,
    UsersModule,
    CredentialsModule,
    UploadsModule,
    NotificationCenterModule,
  ],
  providers: [HousekeepingRunsRepository, OrphanedUploadsService, HousekeepingService],
})
export class HousekeepingModule {}
