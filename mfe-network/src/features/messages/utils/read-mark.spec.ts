import type { Message } from '@nurse/api-client';
import { readMarkedMessageId } from './read-mark';

const message = (id: number, fromUserId: number, readAt: string | null = null): Message => ({
  id,
  fromUserId,
  toUserId: fromUserId === 1 ? 2 : 1,
  content: `message ${id}`,
  createdAt: '2026-11-26T10:00:00.000Z',
  readAt,
  editedAt: null,
  deletedAt: null,
});

describe('readMarkedMessageId', () => {
  it('marks her last message once the other read it', () => {
    expect(readMarkedMessageId([message(1, 1, '2026-11-26T10:01:00.000Z'), message(2, 1, '2026-11-26T10:02:00.000Z')], 1)).toBe(2);
  });

  it('marks nothing while her last message is unread, even if earlier ones were read', () => {
    expect(readMarkedMessageId([message(1, 1, '2026-11-26T10:01:00.000Z'), message(2, 1)], 1)).toBeNull();
  });

  it("looks only at her messages: the other's later reply does not move the mark", () => {
    expect(readMarkedMessageId([message(1, 1, '2026-11-26T10:01:00.000Z'), message(2, 2)], 1)).toBe(1);
  });

  it('marks nothing in a thread without a message of hers', () => {
    expect(readMarkedMessageId([message(1, 2, '2026-11-26T10:01:00.000Z')], 1)).toBeNull();
    expect(readMarkedMessageId([], 1)).toBeNull();
  });
});
