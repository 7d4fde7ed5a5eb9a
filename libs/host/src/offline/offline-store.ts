/**
 * Everything that touches the device's database, downloaded only when needed (`import()`): pages of a
 * visitor, and pages while nothing is kept, never load it or the `idb` library.
 */
import { markRefused, queuedMessages, removeQueued } from './outbox';
import { postQueuedMessage, sendQueue, type QueueOutcome } from './send-queue';

export { deleteOfflineDb } from './offline-db';
export { readAccount, saveAccount } from './offline-account';
export { markRefused, queuedMessages, queueMessage, removeQueued } from './outbox';
export { readCopy, saveCopy } from './saved-copies';

/**
 * Sends her waiting messages in order. Two tabs never send at once (Web Locks where the browser has
 * them; the keys would make a double send harmless anyway).
 */
export async function sendWaitingMessages(userId: number): Promise<QueueOutcome> {
  const run = async () =>
    sendQueue(await queuedMessages(userId), (message) => postQueuedMessage(message), { remove: removeQueued, refuse: markRefused });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('nurse-outbox', run) : run();
}
