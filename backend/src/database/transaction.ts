import type { EntityManager } from 'typeorm';
import type { DomainEvent } from '../events/domain-events';
import type { Transaction } from '../events/recording-transaction';

export type { Transaction };

const managers = new WeakMap<Transaction, EntityManager>();
const recordedEvents = new WeakMap<Transaction, DomainEvent[]>();

/** The handle for a transaction that runs through `manager`. */
export function transactionOf(manager: EntityManager): Transaction {
  const events: DomainEvent[] = [];
  const transaction: Transaction = Object.freeze({
    kind: 'transaction' as const,
    record: (event: DomainEvent) => void events.push(event),
  });
  managers.set(transaction, manager);
  recordedEvents.set(transaction, events);
  return transaction;
}

/** The events recorded in `transaction` so far, in the order recorded; the list grows as more are. */
export function eventsRecordedIn(transaction: Transaction): readonly DomainEvent[] {
  return recordedEvents.get(transaction) ?? [];
}

/** The manager that runs the statements of `transaction`; none outside a transaction. */
export function managerOf(transaction: Transaction): EntityManager;
export function managerOf(transaction: Transaction | undefined): EntityManager | undefined;
export function managerOf(transaction: Transaction | undefined): EntityManager | undefined {
  if (!transaction) return undefined;
  const manager = managers.get(transaction);
  if (!manager) throw new Error('Not a transaction opened by the unit of work');
  return manager;
}
