import type { EntityManager } from 'typeorm';

/**
 * An open database transaction as services hold it: they hand it on to repositories and never look
 * inside. Only repositories and the unit of work turn it back into TypeORM's manager (`managerOf`).
 */
export interface Transaction {
  readonly kind: 'transaction';
}

const managers = new WeakMap<Transaction, EntityManager>();

/** The handle for a transaction that runs through `manager`. */
export function transactionOf(manager: EntityManager): Transaction {
  const transaction: Transaction = Object.freeze({ kind: 'transaction' });
  managers.set(transaction, manager);
  return transaction;
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
