import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { currentCommitParticipant } from './commit-participant';
import { transactionOf, type Transaction } from './transaction';

/**
 * Runs a piece of work in one database transaction: all of its writes are stored, or none. The work
 * gets the transaction as an opaque handle, which it passes to the repositories it writes through.
 * SQLite has a single connection in this process, so its transactions run one at a time. A commit
 * participant of the current request (`commit-participant.ts`) joins every transaction it opens.
 */
@Injectable()
export class UnitOfWork {
  private readonly sqliteTurns = new ConcurrencyLimit(1);

  /** What each running transaction does once it has committed. */
  private readonly committedEffects = new WeakMap<Transaction, (() => void)[]>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const effects: (() => void)[] = [];
    const participant = currentCommitParticipant();
    const transaction = () =>
      this.dataSource.transaction(async (manager) => {
        const tx = transactionOf(manager);
        this.committedEffects.set(tx, effects);
        const result = await work(tx);
        if (participant) await participant(tx);
        return result;
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
