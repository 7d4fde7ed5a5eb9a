import type { User } from '@nurse/api-client';
import { isReconnection, onConnectivityChange, seemsOffline } from './connectivity';
import { loadOfflineStore } from './load-offline-store';
import { offlineKeptHere, outboxWaitingHere } from './offline-flag';

const report = (what: string) => (error: unknown) => console.error(what, error);

function sendWaiting(userId: number): void {
  if (!outboxWaitingHere()) return;
  loadOfflineStore()
    .then((store) => store.sendWaitingMessages(userId))
    .catch(report('Could not send the messages waiting on this device'));
}

/**
 * Follows the signed-in nurse on the device: she is kept, so the product starts offline as her (this
 * also brings the database code into the service worker's copies, which an offline start needs), and
 * her waiting messages are sent; with no one signed in (she signed out, here or elsewhere), everything
 * kept of her is deleted. `current` says who is signed in when the database code has arrived.
 */
export function followOfflineUser(user: User | null, current: () => User | null = () => user): void {
  if (user === null) return forgetOfflineData();
  loadOfflineStore()
    // Signed out meanwhile: nothing of hers is written after the sign-out deleted it.
    .then((store) => (current()?.id === user.id ? store.saveAccount(user) : undefined))
    .then(() => {
      if (!seemsOffline()) sendWaiting(user.id);
    })
    .catch(report('Could not keep the account on this device'));
}

/** Deletes the device's database of her data and her send queue, when anything may be kept there. */
export function forgetOfflineData(): void {
  if (!offlineKeptHere()) return;
  loadOfflineStore()
    .then((store) => store.deleteOfflineDb())
    .catch(report('Could not delete what was kept on this device'));
}

/** The nurse kept on this device for a start without a connection, or null. */
export async function keptOfflineUser(): Promise<User | null> {
  if (!offlineKeptHere()) return null;
  return (await loadOfflineStore()).readAccount();
}

/** Sends her waiting messages each time the connection comes back. Returns the way to stop. */
export function sendWaitingMessagesWhenOnline(signedInId: () => number | null): () => void {
  return onConnectivityChange((event) => {
    const userId = signedInId();
    if (userId !== null && isReconnection(event)) sendWaiting(userId);
  });
}
