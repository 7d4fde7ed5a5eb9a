import { Injectable } from '@nestjs/common';
import { MESSAGE_REACTIONS, type MessageReaction } from '@nurse/domain';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MessageAccessService } from './message-access.service';
import { MessageReactionsRepository, type ReactionRow } from './message-reactions.repository';

/** One reaction to a message and the nurses who left it, in the order they did. */
export interface ReactionSummary {
  reaction: MessageReaction;
  userIds: number[];
}

/** Each message's reactions, in the product's order of reactions; a message without any has none. */
export function summarise(rows: readonly ReactionRow[]): Map<number, ReactionSummary[]> {
  const byMessage = new Map<number, Map<MessageReaction, number[]>>();
  for (const { messageId, userId, reaction } of rows) {
    const reactions = byMessage.get(messageId) ?? new Map<MessageReaction, number[]>();
    reactions.set(reaction, [...(reactions.get(reaction) ?? []), userId]);
    byMessage.set(messageId, reactions);
  }
  return new Map(
    [...byMessage].map(([messageId, reactions]) => [
      messageId,
      MESSAGE_REACTIONS.filter((reaction) => reactions.has(reaction)).map((reaction) => ({ reaction, userIds: reactions.get(reaction)! })),
    ]),
  );
}

/**
 * Reactions to messages: a member of a conversation or a group leaves one reaction on any of its
 * messages she may see, changes it or takes it away. Any other message (another pair's, a request not
 * yet accepted, one across a block, a group she is not in) is not found (message-access.ts).
 */
@Injectable()
export class MessageReactionsService {
  constructor(
    private readonly access: MessageAccessService,
    private readonly reactions: MessageReactionsRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async react(nurseId: number, messageId: number, reaction: MessageReaction): Promise<ReactionSummary[]> {
    const memberIds = await this.membersSeenBy(nurseId, messageId);
    await this.unitOfWork.run(async (tx) => {
      await this.reactions.set(messageId, nurseId, reaction, tx);
      tx.record({ type: 'message-reactions-changed', messageId, memberIds });
    });
    return this.of(messageId);
  }

  async unreact(nurseId: number, messageId: number): Promise<ReactionSummary[]> {
    const memberIds = await this.membersSeenBy(nurseId, messageId);
    await this.unitOfWork.run(async (tx) => {
      if (await this.reactions.remove(messageId, nurseId, tx)) tx.record({ type: 'message-reactions-changed', messageId, memberIds });
    });
    return this.of(messageId);
  }

  /** The reactions to each of the messages (of a thread she may read). */
  async forMessages(messageIds: readonly number[]): Promise<Map<number, ReactionSummary[]>> {
    return summarise(await this.reactions.forMessages(messageIds));
  }

  private async of(messageId: number): Promise<ReactionSummary[]> {
    return (await this.forMessages([messageId])).get(messageId) ?? [];
  }

  private async membersSeenBy(nurseId: number, messageId: number): Promise<number[]> {
    return (await this.access.check(nurseId, messageId, 'react')).audienceIds;
  }
}
