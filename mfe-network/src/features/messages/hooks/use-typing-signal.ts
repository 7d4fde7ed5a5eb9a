import { useCallback, useRef } from 'react';
import { useSendTypingMutation } from '../../shared/api/network-api';
import { shouldSendTyping } from '../utils/typing-throttle';

/** What the composer calls on each change of the draft: tells the other nurse she is typing, throttled. */
export function useTypingSignal(otherUserId: number): () => void {
  const [sendTyping] = useSendTypingMutation();
  const lastSentAt = useRef<number | null>(null);
  return useCallback(() => {
    const now = Date.now();
    if (!shouldSendTyping(lastSentAt.current, now)) return;
    lastSentAt.current = now;
    // A refusal (she may no longer write to them) changes nothing on screen: sending says why.
    sendTyping(otherUserId).catch(() => undefined);
  }, [otherUserId, sendTyping]);
}
