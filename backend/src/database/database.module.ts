import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { AppSettingEntity } from './app-setting.entity';
import { buildDatabaseOptions } from './database-options';
import { AppSettingsRepository } from './app-settings.repository';
import { AppSettingsService } from './app-settings.service';
import { UnitOfWork } from './unit-of-work.service';
import { CountersRepository } from './counters.repository';
import { DatabasePoolMetrics } from './database-pool-metrics.service';

/** The connection, on the entities the process's root assembles from its modules; global to every module. */
@Module({})
export class DatabaseModule {
  static forRoot(entities: DataSourceOptions['entities']): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => buildDatabaseOptions(config, entities),
        }),
        TypeOrmModule.forFeature([AppSettingEntity]),
      ],
      providers: [AppSettingsRepository, AppSettingsService, UnitOfWork, CountersRepository, DatabasePoolMetrics],
      exports: [AppSettingsService, UnitOfWork, CountersRepository],
    };
  }
}
