/**
 * Who may do what with a message, for pair and group messages alike (message-access.service.ts
 * gathers the facts). Reading is the ground of everything else: a message she may not read is not
 * found for her, whatever she asks.
 * - A pair message: she is its sender or recipient and no block stands between the two. Reacting to it
 *   or changing it also needs the two to be in a conversation (connected, or a request accepted).
 * - A group message: she is a member now, it was sent after she joined, and no block stands between
 *   her and its sender (her own messages are always hers).
 * Whether she may change it (her own, within the windows) is message-changes.ts's rule on top.
 */
export type MessageAction = 'read' | 'react' | 'change';

export type MessageAccessFacts =
  | { kind: 'pair'; participant: boolean; blocked: boolean; inConversation: boolean }
  | { kind: 'group'; member: boolean; sentAfterJoining: boolean; sender: boolean; blockedWithSender: boolean };

export function mayAct(facts: MessageAccessFacts, action: MessageAction): boolean {
  switch (facts.kind) {
    case 'pair':
      if (!facts.participant || facts.blocked) return false;
      return action === 'read' || facts.inConversation;
    case 'group':
      return facts.member && facts.sentAfterJoining && (facts.sender || !facts.blockedWithSender);
  }
}
