import type { ConversationSummary, GroupSummary } from '@nurse/api-client';

/** A row of her conversation list: a pair conversation or a group. */
export type ConversationEntry =
  | { kind: 'pair'; key: string; time: string; conversation: ConversationSummary }
  | { kind: 'group'; key: string; time: string; group: GroupSummary };

/**
 * Her pair conversations and groups in one list, the latest activity first (a group's activity is
 * its latest message she may see, or when she joined it); ties keep pairs before groups, each in the
 * order the server gave.
 */
export function conversationEntries(pairs: readonly ConversationSummary[], groups: readonly GroupSummary[]): ConversationEntry[] {
  const entries: ConversationEntry[] = [
    ...pairs.map((conversation) => ({
      kind: 'pair' as const,
      key: `pair-${conversation.userId}`,
      time: conversation.lastMessageTime,
      conversation,
    })),
    ...groups.map((group) => ({ kind: 'group' as const, key: `group-${group.id}`, time: group.lastMessageTime, group })),
  ];
  // Array.prototype.sort is stable: equal times keep the order above.
  return entries.sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
