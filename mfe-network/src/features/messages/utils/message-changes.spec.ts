import type { Message } from '@nurse/api-client';
import { messageChangesAt, reactionChips, toggledReaction } from './message-changes';

const HER = 1;
const OTHER = 2;
const sentAt = new Date('2026-11-28T10:00:00.000Z');
const message = (fromUserId: number, deletedAt: string | null = null): Message => ({
  id: 7,
  fromUserId,
  toUserId: fromUserId === HER ? OTHER : HER,
  content: deletedAt ? '' : 'On my way',
  createdAt: sentAt.toISOString(),
  readAt: null,
  editedAt: null,
  deletedAt,
});
const minutesLater = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);

describe('messageChangesAt', () => {
  it('offers edit for 15 minutes and delete for 48 hours on her own messages', () => {
    expect(messageChangesAt(message(HER), HER, minutesLater(15))).toEqual({ canEdit: true, canDelete: true });
    expect(messageChangesAt(message(HER), HER, minutesLater(16))).toEqual({ canEdit: false, canDelete: true });
    expect(messageChangesAt(message(HER), HER, minutesLater(48 * 60 + 1))).toEqual({ canEdit: false, canDelete: false });
  });

  it("offers nothing on the other nurse's messages or on a deleted one", () => {
    expect(messageChangesAt(message(OTHER), HER, minutesLater(1))).toEqual({ canEdit: false, canDelete: false });
    expect(messageChangesAt(message(HER, minutesLater(1).toISOString()), HER, minutesLater(2))).toEqual({
      canEdit: false,
      canDelete: false,
    });
  });
});

describe('reaction chips', () => {
  const names = new Map([[OTHER, 'Bea Jones']]);
  const chips = reactionChips(
    [
      { reaction: 'like', userIds: [OTHER, HER] },
      { reaction: 'thanks', userIds: [3] },
    ],
    HER,
    names,
  );

  it('counts each reaction and names who left it, her as You', () => {
    expect(chips).toEqual([
      { reaction: 'like', emoji: '👍', label: 'Like', count: 2, names: ['Bea Jones', 'You'], mine: true },
      { reaction: 'thanks', emoji: '🙏', label: 'Thanks', count: 1, names: ['Someone'], mine: false },
    ]);
  });

  it('takes hers back when pressed again, and leaves (or switches to) another', () => {
    expect(toggledReaction(chips, 'like')).toBeNull();
    expect(toggledReaction(chips, 'thanks')).toBe('thanks');
    expect(toggledReaction(chips, 'wow')).toBe('wow');
  });
});
