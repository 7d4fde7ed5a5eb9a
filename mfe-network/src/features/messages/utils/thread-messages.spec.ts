import type { ThreadMessage } from '@nurse/api-client';
import { hasUnreadFor, threadMessages } from './thread-messages';

const message = (id: number, overrides: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  fromUserId: 1,
  toUserId: 2,
  content: `message ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 25, 9, id)).toISOString(),
  readAt: null,
  editedAt: null,
  deletedAt: null,
  reactions: [],
  attachments: [],
  ...overrides,
});

describe('threadMessages', () => {
  it('puts earlier pages first and keeps each page in the order sent', () => {
    const latest = { items: [message(3), message(4)], pageSize: 2, nextCursor: 'c1' };
    const earlier = { items: [message(1), message(2)], pageSize: 2, nextCursor: null };
    expect(threadMessages([latest, earlier]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('shows a message that appears on two pages once', () => {
    const latest = { items: [message(2), message(3)], pageSize: 2, nextCursor: 'c1' };
    const earlier = { items: [message(1), message(2)], pageSize: 2, nextCursor: null };
    expect(threadMessages([latest, earlier]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('hasUnreadFor', () => {
  it('counts only unread messages sent to the reader', () => {
    expect(hasUnreadFor([message(1, { toUserId: 2 })], 2)).toBe(true);
    expect(hasUnreadFor([message(1, { toUserId: 2, readAt: '2026-11-25T10:00:00Z' })], 2)).toBe(false);
    expect(hasUnreadFor([message(1, { fromUserId: 2, toUserId: 1 })], 2)).toBe(false);
  });
});
