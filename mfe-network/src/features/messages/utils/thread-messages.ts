import type { Message, ThreadMessage } from '@nurse/api-client';

/**
 * The messages of a thread in the order sent, from pages fetched latest-first (each page itself in the
 * order sent), of a pair's thread or a group's. A message on two pages (one arrived between fetches) is shown once. A page saved on the
 * device before messages had attachments reads as messages without any.
 */
export function threadMessages<M extends Omit<ThreadMessage, 'toUserId'> = ThreadMessage>(pages: readonly { items: readonly M[] }[]): M[] {
  const seen = new Set<number>();
  const messages: M[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push((message as Partial<M>).attachments ? message : { ...message, attachments: [] });
    }
  }
  return messages;
}

/** Whether the thread holds a message to `readerId` that she has not read yet. */
export function hasUnreadFor(messages: readonly Message[], readerId: number): boolean {
  return messages.some((message) => message.toUserId === readerId && message.readAt === null);
}
