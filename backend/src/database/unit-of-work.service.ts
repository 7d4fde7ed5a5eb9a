import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { transactionOf, type Transaction } from './transaction';

/**
 * Runs a piece of work in one database transaction: all of its writes are stored, or none. The work
 * gets the transaction as an opaque handle, which it passes to the repositories it writes through.
 * SQLite has a single connection in this process, so its transactions run one at a time.
 */
@Injectable()
export class UnitOfWork {
  private readonly sqliteTurns = new ConcurrencyLimit(1);

  /** What each running transaction does once it has committed. */
  private readonly committedEffects = new WeakMap<Transaction, (() => void)[]>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const effects: (() => void)[] = [];
    const transaction = () =>
      this.dataSource.transaction((manager) => {
        const tx = transactionOf(manager);
        this.committedEffects.set(tx, effects);
        return work(tx);
      });
    const result = await (this.dataSource.options.type === 'mysql' ? transaction() : this.sqliteTurns.run(transaction));
    for (const effect of effects) effect();
    return result;
  }

  /**
   * Runs `effect` once the writes made in `tx` are stored: after its transaction commits (never, when
   * it rolls back), or at once for a write outside `run`. What others may read (a cache of the row)
   * must not be dropped while the old row can still be read.
   */
  afterCommit(tx: Transaction | undefined, effect: () => void): void {
    const effects = tx && this.committedEffects.get(tx);
    if (effects) effects.push(effect);
    else effect();
  }
}
