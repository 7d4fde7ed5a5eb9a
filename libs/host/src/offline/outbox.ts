import { openOfflineDb, type NewQueuedMessage, type QueuedMessage } from './offline-db';
import { flagOutboxWaiting } from './offline-flag';
import { OUTBOX_CHANGED } from './outbox-event';

function announceChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_CHANGED));
}

/** Her queue, to nurses and groups alike, in the order she wrote the messages. */
export async function queuedMessages(userId: number): Promise<QueuedMessage[]> {
  const db = await openOfflineDb();
  return db.getAllFromIndex('outbox', 'byUser', IDBKeyRange.bound([userId, ''], [userId, '\uffff']));
}

/**
 * Keeps a message she wrote offline until it can be sent, with the Idempotency-Key made now. Each one
 * is placed after every message already waiting, even when the clock says otherwise.
 */
export async function queueMessage(message: NewQueuedMessage, now: Date = new Date()): Promise<QueuedMessage> {
  const db = await openOfflineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const cursor = await tx.store.index('byUser').openCursor(IDBKeyRange.bound([message.userId, ''], [message.userId, '\uffff']), 'prev');
  const last = cursor ? Date.parse(cursor.value.writtenAt) : -Infinity;
  const queued: QueuedMessage = { ...message, writtenAt: new Date(Math.max(now.getTime(), last + 1)).toISOString() };
  await tx.store.put(queued);
  await tx.done;
  flagOutboxWaiting(true);
  announceChange();
  return queued;
}

/** Takes a message off the queue: it was sent, or she deleted it. */
export async function removeQueued(key: string): Promise<void> {
  const db = await openOfflineDb();
  await db.delete('outbox', key);
  if ((await db.count('outbox')) === 0) flagOutboxWaiting(false);
  announceChange();
}

/** Marks a message the server refused, with the server's reason; it stays until she deletes it. */
export async function markRefused(key: string, refusal: string): Promise<void> {
  const db = await openOfflineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const message = await tx.store.get(key);
  if (message) await tx.store.put({ ...message, refusal });
  await tx.done;
  announceChange();
}
