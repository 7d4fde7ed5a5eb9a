/** The reactions a nurse can leave on a message: one per nurse per message, in the order shown. */
export const MESSAGE_REACTIONS = ['like', 'love', 'laugh', 'wow', 'sad', 'thanks'] as const;
export type MessageReaction = (typeof MESSAGE_REACTIONS)[number];

/** What each reaction shows, and its name for a screen reader. */
export const MESSAGE_REACTION_LOOKS: Record<MessageReaction, { emoji: string; label: string }> = {
  like: { emoji: '👍', label: 'Like' },
  love: { emoji: '❤️', label: 'Love' },
  laugh: { emoji: '😂', label: 'Laugh' },
  wow: { emoji: '😮', label: 'Wow' },
  sad: { emoji: '😢', label: 'Sad' },
  thanks: { emoji: '🙏', label: 'Thanks' },
};

export const REACTION_UNKNOWN = `A reaction is one of: ${MESSAGE_REACTIONS.join(', ')}`;
export const MESSAGE_NOT_FOUND = 'Message not found';
