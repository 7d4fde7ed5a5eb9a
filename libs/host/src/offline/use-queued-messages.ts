import { useCallback, useEffect, useState } from 'react';
import type { QueuedMessage } from './offline-db';
import { offlineKeptHere } from './offline-flag';
import { OUTBOX_CHANGED } from './outbox-event';

export type { QueuedMessage } from './offline-db';

/**
 * The messages she wrote offline to one nurse (or to anyone: `toUserId` null) that wait to be sent or
 * were refused, in the order written, kept up to date as the queue changes anywhere on the page; and a
 * way to delete one.
 */
export function useQueuedMessages(userId: number, toUserId: number | null) {
  const [queued, setQueued] = useState<QueuedMessage[]>([]);
  useEffect(() => {
    let current = true;
    const load = () => {
      if (!offlineKeptHere()) return setQueued([]);
      import('./outbox')
        .then((outbox) => outbox.queuedMessages(userId))
        .then((all) => {
          if (current) setQueued(toUserId === null ? all : all.filter((message) => message.toUserId === toUserId));
        })
        .catch((error: unknown) => console.error('Could not read the messages waiting to be sent', error));
    };
    load();
    window.addEventListener(OUTBOX_CHANGED, load);
    return () => {
      current = false;
      window.removeEventListener(OUTBOX_CHANGED, load);
    };
  }, [userId, toUserId]);
  const remove = useCallback((key: string) => import('./outbox').then((outbox) => outbox.removeQueued(key)), []);
  return { queued, remove };
}

/** Keeps a message she wrote offline, with the Idempotency-Key made for it, to be sent when she is back online. */
export async function queueOfflineMessage(
  message: Pick<QueuedMessage, 'key' | 'userId' | 'toUserId' | 'content' | 'patientInformationConfirmed'>,
): Promise<void> {
  const outbox = await import('./outbox');
  await outbox.queueMessage(message);
}
