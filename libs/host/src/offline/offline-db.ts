import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { User } from '@nurse/api-client';
import { flagOfflineKept, flagOutboxWaiting } from './offline-flag';

/** The one IndexedDB database of what the app keeps of her on the device; deleted when she signs out. */
export const OFFLINE_DB_NAME = 'nurse-offline';

/** A response of the API kept for when she is offline, under the address it was read from. */
export interface SavedCopy {
  userId: number;
  address: string;
  body: unknown;
  /** ISO time it was saved. */
  savedAt: string;
}

/**
 * Whom a queued message goes to: one nurse (`toUserId`, the only kind queued before groups, so every
 * older record reads as one) or a group she is in (`groupId`). Exactly one of the two is set.
 */
export type QueuedRecipient = { toUserId: number; groupId?: never } | { groupId: number; toUserId?: never };

/** A message she wrote offline, as she wrote it: what `queueMessage` keeps. */
export type NewQueuedMessage = QueuedRecipient & {
  /** The Idempotency-Key, made when she wrote it: a retry of the same message is answered as the first. */
  key: string;
  userId: number;
  content: string;
  /** She confirmed it holds no patient information (libs/domain/src/patient-information.ts). */
  patientInformationConfirmed?: boolean;
};

/** A message written while offline, waiting to be sent. */
export type QueuedMessage = NewQueuedMessage & {
  /** ISO time she wrote it; the queue is sent in this order, pair and group messages alike. */
  writtenAt: string;
  /** The server refused it (a 4xx): its message. The queue stops at it until she deletes it. */
  refusal?: string;
};

interface OfflineSchema extends DBSchema {
  /** The signed-in nurse, so the product can start without a connection. One record, key `current`. */
  account: { key: string; value: { user: User; savedAt: string } };
  copies: { key: [number, string]; value: SavedCopy; indexes: { byUser: number } };
  outbox: { key: string; value: QueuedMessage; indexes: { byUser: [number, string] } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | null = null;

export function openOfflineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('account');
      db.createObjectStore('copies', { keyPath: ['userId', 'address'] }).createIndex('byUser', 'userId');
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('byUser', ['userId', 'writtenAt']);
    },
    blocking() {
      // Another tab deletes the database (she signed out there): let it go.
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).then((db) => {
    flagOfflineKept(true);
    return db;
  });
  return opening;
}

/** Deletes everything kept of her on this device: saved copies, the account and the send queue. */
export async function deleteOfflineDb(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open.catch(() => null))?.close();
  await deleteDB(OFFLINE_DB_NAME);
  flagOfflineKept(false);
  flagOutboxWaiting(false);
}
