import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ConcurrencyLimit } from '../common/concurrency-limit';

/**
 * Runs a piece of work in one database transaction: all of its writes are stored, or none.
 * SQLite has a single connection in this process, so its transactions run one at a time.
 */
@Injectable()
export class UnitOfWork {
  private readonly sqliteTurns = new ConcurrencyLimit(1);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const transaction = () => this.dataSource.transaction(work);
    return this.dataSource.options.type === 'mysql' ? transaction() : this.sqliteTurns.run(transaction);
  }
}
