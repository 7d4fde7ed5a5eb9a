/**
 * What the shell does with the device's database (her account, the send queue, deleting it all),
 * downloaded only when needed (`import()`): a visitor's pages never load it or the `idb` library. The
 * remotes load only their part (saved-copies.ts, outbox.ts) the same way.
 */
import { markRefused, queuedMessages, removeQueued } from './outbox';
import { postQueuedMessage, sendQueue, type QueueOutcome } from './send-queue';

export { deleteOfflineDb } from './offline-db';
export { readAccount, saveAccount } from './offline-account';

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
