/**
 * localStorage flag that something may be kept in the device's database, so that pages of a visitor
 * who never signed in here (the landing page) neither open the database nor download its code.
 */
export const OFFLINE_KEPT_FLAG = 'nurse-offline-kept';

export function offlineKeptHere(): boolean {
  try {
    return localStorage.getItem(OFFLINE_KEPT_FLAG) !== null;
  } catch {
    return false;
  }
}

export function flagOfflineKept(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(OFFLINE_KEPT_FLAG, '1');
    else localStorage.removeItem(OFFLINE_KEPT_FLAG);
  } catch {
    // Storage refused (private mode): the database is still deleted when she signs out in this tab.
  }
}

/**
 * localStorage flag that messages wait in the send queue, so that a start with nothing to send does
 * not download the database code.
 */
export const OUTBOX_WAITING_FLAG = 'nurse-outbox-waiting';

export function outboxWaitingHere(): boolean {
  try {
    return localStorage.getItem(OUTBOX_WAITING_FLAG) !== null;
  } catch {
    return false;
  }
}

export function flagOutboxWaiting(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(OUTBOX_WAITING_FLAG, '1');
    else localStorage.removeItem(OUTBOX_WAITING_FLAG);
  } catch {
    // Storage refused: the queue is still sent when the connection comes back in this tab.
  }
}
