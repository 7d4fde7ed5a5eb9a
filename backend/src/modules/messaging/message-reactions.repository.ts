import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MessageReaction } from '@nurse/domain';
import { In, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { MessageReactionEntity } from './entities/message-reaction.entity';

/** Who reacted to a message, and how. */
export interface ReactionRow {
  messageId: number;
  userId: number;
  reaction: MessageReaction;
}

/** Data access for reactions to messages, one row per nurse and message. */
@Injectable()
export class MessageReactionsRepository {
  constructor(@InjectRepository(MessageReactionEntity) private readonly rows: Repository<MessageReactionEntity>) {}

  /** Sets her reaction to the message, replacing the one she had. */
  async set(messageId: number, userId: number, reaction: MessageReaction, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MessageReactionEntity).upsert({ messageId, userId, reaction }, ['messageId', 'userId']);
  }

  /** Takes her reaction away; answers whether she had one. */
  async remove(messageId: number, userId: number, tx: Transaction): Promise<boolean> {
    const { affected } = await managerOf(tx).getRepository(MessageReactionEntity).delete({ messageId, userId });
    return (affected ?? 0) > 0;
  }

  /** The reactions to those messages, in the order they were left. */
  forMessages(messageIds: readonly number[]): Promise<ReactionRow[]> {
    if (messageIds.length === 0) return Promise.resolve([]);
    return this.rows.find({
      select: { messageId: true, userId: true, reaction: true },
      where: { messageId: In([...messageIds]) },
      order: { createdAt: 'ASC', userId: 'ASC' },
    });
  }
}
