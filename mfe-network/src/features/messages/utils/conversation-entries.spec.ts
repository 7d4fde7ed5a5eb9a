import type { ConversationSummary, GroupSummary } from '@nurse/api-client';
import { conversationEntries } from './conversation-entries';

const pair = (userId: number, lastMessageTime: string): ConversationSummary => ({
  userId,
  userName: `Nurse ${userId}`,
  userProfileImage: null,
  deletedMember: false,
  lastMessage: 'Hi',
  lastMessageTime,
  unreadCount: 0,
  muted: false,
});
const group = (id: number, lastMessageTime: string, lastMessage: string | null = 'Hello all'): GroupSummary => ({
  id,
  name: `Group ${id}`,
  memberCount: 3,
  lastMessage,
  lastMessageTime,
  unreadCount: 0,
  muted: false,
});

describe('conversationEntries', () => {
  it('lists pairs and groups together, the latest activity first', () => {
    const entries = conversationEntries(
      [pair(2, '2026-11-28T10:00:00Z'), pair(3, '2026-11-28T08:00:00Z')],
      [group(7, '2026-11-28T09:00:00Z'), group(8, '2026-11-28T11:00:00Z')],
    );
    expect(entries.map((entry) => entry.key)).toEqual(['group-8', 'pair-2', 'group-7', 'pair-3']);
  });

  it('places a group without messages by when she joined it', () => {
    const entries = conversationEntries([pair(2, '2026-11-28T10:00:00Z')], [group(9, '2026-11-28T10:30:00Z', null)]);
    expect(entries.map((entry) => entry.key)).toEqual(['group-9', 'pair-2']);
  });

  it('keeps a pair before a group sent at the same moment', () => {
    const entries = conversationEntries([pair(2, '2026-11-28T10:00:00Z')], [group(7, '2026-11-28T10:00:00Z')]);
    expect(entries.map((entry) => entry.kind)).toEqual(['pair', 'group']);
  });
});
