import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from './transaction';

/** A write that belongs with whatever the current request stores: it runs inside the same transaction. */
export type CommitParticipant = (tx: Transaction) => Promise<void>;

const participants = new AsyncLocalStorage<CommitParticipant>();

/**
 * Runs `work` so that each transaction the unit of work opens for it runs `participant` first: the
 * participant's write is stored exactly when the work's writes are, and a participant that throws
 * rolls the work back before it starts.
 */
export function runWithCommitParticipant<T>(participant: CommitParticipant, work: () => T): T {
  return participants.run(participant, work);
}

/** The participant of the work this code runs for, if any. */
export function currentCommitParticipant(): CommitParticipant | undefined {
  return participants.getStore();
}
