import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGE_REACTIONS, type MessageReaction } from '@nurse/domain';
import type { DataSource } from 'typeorm';
import { readerOn, type ReadRows } from '../../database/key-lookup';
import { managerOf, type Transaction } from '../../database/transaction';
import { MessageReactionEntity } from './entities/message-reaction.entity';

const isReaction = (value: unknown): value is MessageReaction => MESSAGE_REACTIONS.some((reaction) => reaction === value);

/** Who reacted to a message, and how. */
export interface ReactionRow {
  messageId: number;
  userId: number;
  reaction: MessageReaction;
}

/** Data access for reactions to messages, one row per nurse and message. */
@Injectable()
export class MessageReactionsRepository {
  /** The read for pages of each length, written once: a thread page is read on every visit to it. */
  private readonly readersByCount = new Map<number, ReadRows>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sets her reaction to the message, replacing the one she had. */
  async set(messageId: number, userId: number, reaction: MessageReaction, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MessageReactionEntity).upsert({ messageId, userId, reaction }, ['messageId', 'userId']);
  }

  /** Takes her reaction away; answers whether she had one. */
  async remove(messageId: number, userId: number, tx: Transaction): Promise<boolean> {
    const { affected } = await managerOf(tx).getRepository(MessageReactionEntity).delete({ messageId, userId });
    return (affected ?? 0) > 0;
  }

  /** Takes every reaction to the message away (it was deleted). */
  async removeAll(messageId: number, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MessageReactionEntity).delete({ messageId });
  }

  /** The reactions to those messages, in the order they were left. */
  async forMessages(messageIds: readonly number[]): Promise<ReactionRow[]> {
    if (messageIds.length === 0) return [];
    const rows = await this.readerFor(messageIds.length)(messageIds);
    return rows.flatMap(({ messageId, userId, reaction }) =>
      isReaction(reaction) ? [{ messageId: Number(messageId), userId: Number(userId), reaction }] : [],
    );
  }

  private readerFor(count: number): ReadRows {
    let read = this.readersByCount.get(count);
    if (!read) {
      const ids = Array.from({ length: count }, () => '?').join(', ');
      read = readerOn(
        this.dataSource,
        `SELECT messageId, userId, reaction FROM message_reactions WHERE messageId IN (${ids}) ORDER BY createdAt, userId`,
      );
      this.readersByCount.set(count, read);
    }
    return read;
  }
}
