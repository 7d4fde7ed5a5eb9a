import type { ChatMessageType } from '@nurse/domain';

interface HistoryItem {
  id: number;
  messageType: ChatMessageType;
  message: string;
  createdAt: Date;
}

const MINUTE_MS = 60_000;

/**
 * Her chat history as the screen shows it: in the order written, and a message saved twice within the
 * same minute (the same author and text, a retried save) shown once.
 */
export function historyForScreen<T extends HistoryItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...items]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .filter((item) => {
      const key = `${item.messageType}\u0000${item.message}\u0000${Math.floor(item.createdAt.getTime() / MINUTE_MS)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Whether a session id is one of hers: 'session-{her id}-{date}'. */
export function isSessionOf(sessionId: string, userId: number): boolean {
  return sessionId.startsWith(`session-${userId}-`) && sessionId.length > `session-${userId}-`.length;
}
