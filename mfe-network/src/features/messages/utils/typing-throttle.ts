import { TYPING_THROTTLE_MS } from '@nurse/domain';

/**
 * Whether a keystroke at `now` should tell the other nurse she is typing: the first one, then at most
 * one every TYPING_THROTTLE_MS (the server drops any more often anyway).
 */
export function shouldSendTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_THROTTLE_MS;
}
