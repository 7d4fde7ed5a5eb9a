import { useEffect, useRef, useState } from 'react';

/** How long a message she opened from a search stays marked. */
const FOUND_MARK_MS = 3000;

interface PagedThread {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Loads the thread's earlier pages until `messageId` is among `messages`, then scrolls to it, focuses
 * it and marks it for FOUND_MARK_MS. Ids grow in the order sent, so once the oldest message loaded
 * is older than it, it is not in the thread (deleted since) and no more pages are read for it.
 */
export function useFocusedMessage(messageId: number | null, messages: readonly { id: number }[], thread: PagedThread) {
  const ref = useRef<HTMLLIElement>(null);
  const [markedId, setMarkedId] = useState<number | null>(null);
  const loaded = messageId !== null && messages.some((message) => message.id === messageId);
  const oldestId = messages[0]?.id ?? null;
  const { hasNextPage, isFetching, fetchNextPage } = thread;

  useEffect(() => {
    if (messageId === null || loaded || oldestId === null || oldestId < messageId) return;
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [messageId, loaded, oldestId, hasNextPage, isFetching, fetchNextPage]);

  useEffect(() => {
    if (!loaded) return undefined;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
    setMarkedId(messageId);
    const timer = setTimeout(() => setMarkedId(null), FOUND_MARK_MS);
    return () => clearTimeout(timer);
  }, [loaded, messageId]);

  return { ref, markedId };
}
