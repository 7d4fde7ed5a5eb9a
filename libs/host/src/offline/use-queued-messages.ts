import { useCallback, useEffect, useState } from 'react';
import type { NewQueuedMessage, QueuedMessage } from './offline-db';
import { offlineKeptHere } from './offline-flag';
import { OUTBOX_CHANGED } from './outbox-event';

export type { QueuedMessage } from './offline-db';

/** A conversation of hers: the nurse it is with (her id), or a group she is in. */
export type QueueTarget = number | { groupId: number };

/** Whether a queued message goes to the conversation `target`. */
export function isQueuedTo(message: QueuedMessage, target: QueueTarget): boolean {
  return typeof target === 'number' ? message.toUserId === target : message.groupId === target.groupId;
}

/**
 * The messages she wrote offline to one conversation, a nurse or a group (or to anyone: `to` null),
 * that wait to be sent or were refused, in the order written, kept up to date as the queue changes
 * anywhere on the page; and a way to delete one.
 */
export function useQueuedMessages(userId: number, to: QueueTarget | null) {
  const [queued, setQueued] = useState<QueuedMessage[]>([]);
  // Plain values for the effect, so a `{ groupId }` made anew at each render does not reload the queue.
  const toUserId = typeof to === 'number' ? to : null;
  const groupId = to !== null && typeof to === 'object' ? to.groupId : null;
  useEffect(() => {
    let current = true;
    const target = toUserId ?? (groupId === null ? null : { groupId });
    const load = () => {
      if (!offlineKeptHere()) return setQueued([]);
      import('./outbox')
        .then((outbox) => outbox.queuedMessages(userId))
        .then((all) => {
          if (current) setQueued(target === null ? all : all.filter((message) => isQueuedTo(message, target)));
        })
        .catch((error: unknown) => console.error('Could not read the messages waiting to be sent', error));
    };
    load();
    window.addEventListener(OUTBOX_CHANGED, load);
    return () => {
      current = false;
      window.removeEventListener(OUTBOX_CHANGED, load);
    };
  }, [userId, toUserId, groupId]);
  const remove = useCallback((key: string) => import('./outbox').then((outbox) => outbox.removeQueued(key)), []);
  return { queued, remove };
}

/**
 * Keeps a message she wrote offline, to a nurse or a group, with the Idempotency-Key made for it, to be
 * sent when she is back online.
 */
export async function queueOfflineMessage(message: NewQueuedMessage): Promise<void> {
  const outbox = await import('./outbox');
  await outbox.queueMessage(message);
}
