import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { DomainEventBus } from '../events/domain-event-bus.service';
import type { DomainEvent } from '../events/domain-events';
import { currentCommitParticipant } from './commit-participant';
import { runInOpenTransaction } from './open-transaction';
import { eventsRecordedIn, transactionOf, type Transaction } from './transaction';

/**
 * Runs a piece of work in one database transaction: all of its writes are stored, or none. The work
 * gets the transaction as an opaque handle, which it passes to the repositories it writes through and
 * records its domain events in. Before committing, the events' in-transaction subscribers run in the
 * same transaction (and may record more); once committed, the events are published
 * (events/domain-event-bus.ts). A transaction that rolls back publishes nothing.
 * SQLite has a single connection in this process, so its transactions run one at a time. A commit
 * participant of the current request (`commit-participant.ts`) writes first in every transaction it opens.
 * The work issues every statement in its transaction: one on another connection fails in development
 * and tests (open-transaction.ts), for under load it can stall the pool.
 */
@Injectable()
export class UnitOfWork {
  private readonly sqliteTurns = new ConcurrencyLimit(1);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: DomainEventBus,
  ) {}

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let committed: readonly DomainEvent[] = [];
    const participant = currentCommitParticipant();
    const transaction = () =>
      this.dataSource.transaction((manager) =>
        runInOpenTransaction(manager.queryRunner, async () => {
          const tx = transactionOf(manager);
          if (participant) await participant(tx);
          const result = await work(tx);
          await this.runInTransactionSubscribers(tx);
          committed = eventsRecordedIn(tx);
          return result;
        }),
      );
    const result = await (this.dataSource.options.type === 'mysql' ? transaction() : this.sqliteTurns.run(transaction));
    this.events.publish(committed);
    return result;
  }

  /** Each recorded event's in-transaction subscribers, including those of events they record. */
  private async runInTransactionSubscribers(tx: Transaction): Promise<void> {
    const recorded = eventsRecordedIn(tx);
    for (let next = 0; next < recorded.length; next++) await this.events.runInTransaction(recorded[next], tx);
  }
}
