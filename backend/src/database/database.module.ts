import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { buildDatabaseOptions } from './database-options';
import { AppSettingsRepository } from './app-settings.repository';
import { AppSettingsService } from './app-settings.service';
import { AppSettingEntity } from './app-setting.entity';
import { UnitOfWork } from './unit-of-work.service';
import { CountersRepository } from './counters.repository';
import { DatabasePoolMetrics } from './database-pool-metrics.service';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => buildDatabaseOptions(config),
    }),
    TypeOrmModule.forFeature([AppSettingEntity]),
  ],
  providers: [AppSettingsRepository, AppSettingsService, UnitOfWork, CountersRepository, DatabasePoolMetrics],
  exports: [AppSettingsService, UnitOfWork, CountersRepository],
})
export class DatabaseModule {}
