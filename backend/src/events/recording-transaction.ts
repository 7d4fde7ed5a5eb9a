import type { DomainEvent } from './domain-events';

/**
 * An open database transaction as services hold it: they hand it on to repositories and never look
 * inside, and record in it the domain events of what they stored (`record`). Only repositories and the
 * unit of work turn it back into TypeORM's manager (`managerOf` in database/transaction.ts). Declared
 * here, beside the events it records, so that the event bus hands it to in-transaction subscribers
 * without depending on the database layer.
 */
export interface Transaction {
  readonly kind: 'transaction';
  /** Records that this transaction stores `event`: its subscribers hear of it once it commits. */
  record(event: DomainEvent): void;
}
