import { useEffect, useRef } from 'react';
import { useQueuedMessages, useSignedInNurse } from '@nurse/host';
import type { MessageTarget } from '../../shared/hooks/use-send-message';

/** What a thread reads of its paged query to show a message of the queue once it is stored. */
interface RefetchableThread {
  isUninitialized: boolean;
  refetch: () => unknown;
}

/**
 * The messages she wrote offline to one conversation, a nurse or a group, that wait on the device (or
 * were refused), and the way to delete one. When one leaves the queue (sent once the connection came
 * back), the thread is read again, so it shows the message as stored.
 */
export function useThreadQueue(to: MessageTarget, thread: RefetchableThread) {
  const { nurse } = useSignedInNurse();
  const queue = useQueuedMessages(nurse.id, to);
  const queuedCount = queue.queued.length;
  const shownQueued = useRef(queuedCount);
  const { refetch, isUninitialized } = thread;
  useEffect(() => {
    if (queuedCount < shownQueued.current && !isUninitialized) void refetch();
    shownQueued.current = queuedCount;
  }, [queuedCount, refetch, isUninitialized]);
  return queue;
}

export type ThreadQueue = ReturnType<typeof useThreadQueue>;
