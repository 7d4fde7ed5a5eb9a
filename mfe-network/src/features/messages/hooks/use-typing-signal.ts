import { useCallback, useRef } from 'react';
import { useSendTypingMutation } from '../../shared/api/network-api';
import { useSendGroupTypingMutation } from '../../shared/api/groups-api';
import type { MessageTarget } from '../../shared/hooks/use-send-message';
import { shouldSendTyping } from '../utils/typing-throttle';

/** What the composer calls on each change of the draft: tells the other nurse (or the group) she is typing, throttled. */
export function useTypingSignal(to: MessageTarget): () => void {
  const [sendTyping] = useSendTypingMutation();
  const [sendGroupTyping] = useSendGroupTypingMutation();
  const lastSentAt = useRef<number | null>(null);
  const groupId = typeof to === 'number' ? null : to.groupId;
  const otherUserId = typeof to === 'number' ? to : null;
  return useCallback(() => {
    const now = Date.now();
    if (!shouldSendTyping(lastSentAt.current, now)) return;
    lastSentAt.current = now;
    // A refusal (she may no longer write to them) changes nothing on screen: sending says why.
    if (groupId !== null)
      sendGroupTyping(groupId)
        .unwrap()
        .catch(() => undefined);
    else if (otherUserId !== null)
      sendTyping(otherUserId)
        .unwrap()
        .catch(() => undefined);
  }, [groupId, otherUserId, sendTyping, sendGroupTyping]);
}
