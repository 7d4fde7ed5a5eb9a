import { randomSource } from './seed-nurses';
import { seededConnections, seededMessages } from './seed-network';

const now = Date.parse('2026-11-01T00:00:00.000Z');

describe('seededConnections', () => {
  it('makes distinct pairs of distinct live nurses, mostly accepted', () => {
    const live = Array.from({ length: 100 }, (_, i) => i + 1);
    const connections = seededConnections(live, 1000, randomSource(3), now);
    const keys = connections.map(({ requesterId, addresseeId }) => [requesterId, addresseeId].sort((a, b) => a - b).join(':'));
    expect(new Set(keys).size).toBe(1000);
    expect(connections.every(({ requesterId, addresseeId }) => requesterId !== addresseeId && live.includes(requesterId))).toBe(true);
    const accepted = connections.filter(({ status }) => status === 'accepted').length;
    expect(accepted).toBeGreaterThan(700);
    expect(accepted).toBeLessThan(900);
  });

  it('refuses more pairs than the nurses can make', () => {
    expect(() => seededConnections([1, 2, 3], 4, randomSource(1), now)).toThrow(/at most 3 pairs/);
  });
});

describe('seededMessages', () => {
  it('keeps both sides of each conversation: its last message and what the owner has not read', () => {
    const accepted = [
      { requesterId: 1, addresseeId: 2 },
      { requesterId: 3, addresseeId: 1 },
    ];
    const { messages, conversations } = seededMessages(accepted, 200, 501, randomSource(4), now);
    expect(messages.map((m) => m.id)).toEqual(Array.from({ length: 200 }, (_, i) => 501 + i));
    for (const conversation of conversations) {
      const between = messages.filter(
        (m) =>
          (m.fromUserId === conversation.ownerId && m.toUserId === conversation.otherUserId) ||
          (m.toUserId === conversation.ownerId && m.fromUserId === conversation.otherUserId),
      );
      expect(conversation.lastMessageId).toBe(between.at(-1)!.id);
      const unread = between.filter((m) => m.toUserId === conversation.ownerId && m.readAt === null).length;
      expect(conversation.unreadCount).toBe(unread);
    }
    expect(conversations).toHaveLength(4);
  });
});
