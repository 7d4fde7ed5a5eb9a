import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryRunner } from 'typeorm';

/** The transaction a piece of work runs in, while it is open. */
interface OpenTransaction {
  runner: QueryRunner | undefined;
  open: boolean;
}

const current = new AsyncLocalStorage<OpenTransaction>();

/** Runs `work` as the work of the transaction whose statements go through `runner`. */
export async function runInOpenTransaction<T>(runner: QueryRunner | undefined, work: () => Promise<T>): Promise<T> {
  const transaction: OpenTransaction = { runner, open: true };
  try {
    return await current.run(transaction, work);
  } finally {
    // Work it started without awaiting may outlive it; that work runs outside any transaction.
    transaction.open = false;
  }
}

/**
 * Whether a statement on `runner` is issued by the work of an open transaction, but not in it: on a
 * second connection from the pool. Under load every connection can end up held by a transaction
 * waiting for a second one, and the pool stalls; the statement belongs in the transaction (pass `tx`)
 * or before it.
 */
export function isOutsideOpenTransaction(runner: QueryRunner | undefined): boolean {
  const transaction = current.getStore();
  return transaction !== undefined && transaction.open && runner !== transaction.runner;
}
