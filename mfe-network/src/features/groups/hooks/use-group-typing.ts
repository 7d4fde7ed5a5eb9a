import { useEffect, useState } from 'react';
import { LIVE_EVENTS, TYPING_SHOWN_MS } from '@nurse/domain';
import { useLiveEvent, useRemoteHost } from '@nurse/host';
import { typingAt, typingSignalled, typingStopped, type TypingState } from '../utils/group-typing';
import { eventGroupId } from '../utils/group-event';

/** A sender and her latest message in the group, by id. */
type LatestBySender = ReadonlyMap<number, number>;

/**
 * The members of the open group who are typing (ids, in the order they began): set by the live
 * `typing` event carrying this `groupId`, each cleared after TYPING_SHOWN_MS or as soon as her message
 * arrives (her latest message id in `latestBySender` changes).
 */
export function useGroupTyping(groupId: number, ownId: number, latestBySender: LatestBySender): number[] {
  const { live } = useRemoteHost();
  const [state, setState] = useState<TypingState>(new Map());
  const [now, setNow] = useState(() => Date.now());
  const [seen, setSeen] = useState(latestBySender);

  useLiveEvent(live, LIVE_EVENTS.typing, (payload) => {
    const userId = (payload as { userId?: unknown } | null)?.userId;
    if (eventGroupId(payload) !== groupId || typeof userId !== 'number' || userId === ownId) return;
    const at = Date.now();
    setNow(at);
    setState((current) => typingSignalled(current, userId, at));
  });

  // A member whose message arrived no longer types.
  if (seen !== latestBySender) {
    setSeen(latestBySender);
    let next = state;
    for (const [userId, messageId] of latestBySender) if (seen.get(userId) !== messageId) next = typingStopped(next, userId);
    if (next !== state) setState(next);
  }

  // The line is read again when the first shown signal runs out.
  const shown = typingAt(state, now, TYPING_SHOWN_MS);
  const firstEnds = Math.min(...shown.map((userId) => (state.get(userId) ?? now) + TYPING_SHOWN_MS));
  useEffect(() => {
    if (!Number.isFinite(firstEnds)) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, firstEnds - Date.now()));
    return () => clearTimeout(timer);
  }, [firstEnds]);

  return shown;
}
