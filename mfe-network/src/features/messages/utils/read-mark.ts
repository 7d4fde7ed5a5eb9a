import type { Message } from '@nurse/api-client';

/**
 * The id of her last message when the other nurse has read it: where "Read" shows. The server gives
 * when the other read hers only while both show read receipts, so a read mark here means both do.
 */
export function readMarkedMessageId(messages: readonly Message[], ownId: number): number | null {
  const lastOwn = messages.filter((message) => message.fromUserId === ownId).at(-1);
  return lastOwn?.readAt ? lastOwn.id : null;
}
