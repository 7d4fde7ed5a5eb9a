import type { Message, ReactionSummary } from '@nurse/api-client';
import { MESSAGE_REACTION_LOOKS, withinDeleteWindow, withinEditWindow, type MessageReaction } from '@nurse/domain';

/** What she may do to a message at `now`: edit or delete her own, each within its window, never a deleted one. */
export function messageChangesAt(
  message: Pick<Message, 'fromUserId' | 'deletedAt' | 'createdAt'>,
  nurseId: number,
  now: Date,
): { canEdit: boolean; canDelete: boolean } {
  const hers = message.fromUserId === nurseId && message.deletedAt === null;
  return {
    canEdit: hers && withinEditWindow(message.createdAt, now),
    canDelete: hers && withinDeleteWindow(message.createdAt, now),
  };
}

/** One reaction under a message as the bar shows it. */
export interface ReactionChip {
  reaction: MessageReaction;
  emoji: string;
  label: string;
  count: number;
  /** Who left it, by name ('You' for her), in the order they did. */
  names: string[];
  mine: boolean;
}

/** The reactions to a message, with who left each by name; a nurse the thread does not know is 'Someone'. */
export function reactionChips(reactions: readonly ReactionSummary[], nurseId: number, names: ReadonlyMap<number, string>): ReactionChip[] {
  return reactions.map(({ reaction, userIds }) => ({
    reaction,
    ...MESSAGE_REACTION_LOOKS[reaction],
    count: userIds.length,
    names: userIds.map((id) => (id === nurseId ? 'You' : (names.get(id) ?? 'Someone'))),
    mine: userIds.includes(nurseId),
  }));
}

/** The reaction she leaves by pressing `reaction`: it, or none when it was already hers (a press takes it back). */
export function toggledReaction(chips: readonly ReactionChip[], reaction: MessageReaction): MessageReaction | null {
  return chips.some((chip) => chip.reaction === reaction && chip.mine) ? null : reaction;
}
