import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';
import { MetricsRegistry } from '../observability/metrics.registry';
import { DATABASE_POOL_SIZE } from './database-options';

/** Hands the MySQL/MariaDB connection pool to the metrics; SQLite has no pool, and no such metrics. */
@Injectable()
export class DatabasePoolMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: MetricsRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const driver = this.dataSource.driver;
    if (driver instanceof MysqlDriver) this.metrics.trackDatabasePool(driver.pool, DATABASE_POOL_SIZE);
  }
}
