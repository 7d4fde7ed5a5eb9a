import { useEffect, useState } from 'react';
import { LIVE_EVENTS, TYPING_SHOWN_MS } from '@nurse/domain';
import { useLiveEvent, useRemoteHost } from '@nurse/host';

/**
 * Whether the other nurse of the open conversation is typing: set by the live `typing` event (which the
 * server sends only while both show read receipts and typing), cleared after TYPING_SHOWN_MS or as soon
 * as her message arrives (`latestTheirsId` changes).
 */
export function useOtherTyping(otherUserId: number, latestTheirsId: number | null): boolean {
  const { live } = useRemoteHost();
  const [typingAt, setTypingAt] = useState<number | null>(null);

  useLiveEvent(live, LIVE_EVENTS.typing, (payload) => {
    // A signal about a group she shares with the other nurse (`groupId`) belongs to that group's thread.
    const signal = payload as { userId?: unknown; groupId?: unknown } | null;
    if (signal?.userId === otherUserId && signal.groupId === undefined) setTypingAt(Date.now());
  });

  useEffect(() => setTypingAt(null), [latestTheirsId]);

  useEffect(() => {
    if (typingAt === null) return undefined;
    const timer = setTimeout(() => setTypingAt(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typingAt]);

  return typingAt !== null;
}
