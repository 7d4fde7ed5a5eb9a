import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { blockedEitherWay } from '../connections/blocks.repository';
import { ConversationEntity } from './entities/conversation.entity';
import { MessageEntity } from './entities/message.entity';

/** A nurse's side of a conversation with its last message and the other nurse's public face. */
export interface ConversationSummary {
  otherUserId: number;
  otherUserName: string;
  otherUserProfileImage: string | null;
  lastMessageId: number;
  lastMessage: string;
  lastMessageAt: Date;
  unreadCount: number;
}

/**
 * Data access for messages and conversations. Each message moves both sides of its conversation
 * in the same transaction, so lists and unread counts are read from the conversations index.
 */
@Injectable()
export class MessagingRepository {
  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    @InjectRepository(ConversationEntity) private readonly conversations: Repository<ConversationEntity>,
  ) {}

  async insert(fromUserId: number, toUserId: number, content: string, manager: EntityManager): Promise<MessageEntity> {
    const messages = manager.getRepository(MessageEntity);
    const saved = await messages.save(messages.create({ fromUserId, toUserId, content, readAt: null }));
    await this.moveConversation(manager, fromUserId, toUserId, saved.id, 0);
    await this.moveConversation(manager, toUserId, fromUserId, saved.id, 1);
    // Read back for the stored creation time, which the database sets.
    return messages.findOneByOrFail({ id: saved.id });
  }

  /** Sets the owner's side to the new last message and adds to her unread count. */
  private async moveConversation(manager: EntityManager, ownerId: number, otherUserId: number, lastMessageId: number, unread: number) {
    const upsert =
      manager.connection.options.type === 'mysql'
        ? 'INSERT INTO conversations (ownerId, otherUserId, lastMessageId, unreadCount) VALUES (?, ?, ?, ?) ' +
          'ON DUPLICATE KEY UPDATE lastMessageId = VALUES(lastMessageId), unreadCount = unreadCount + VALUES(unreadCount)'
        : 'INSERT INTO conversations (ownerId, otherUserId, lastMessageId, unreadCount) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (ownerId, otherUserId) DO UPDATE SET lastMessageId = excluded.lastMessageId, unreadCount = unreadCount + excluded.unreadCount';
    await manager.query(upsert, [ownerId, otherUserId, lastMessageId, unread]);
  }

  /** Marks what `otherUserId` sent the reader as read; answers how many messages that was. */
  async markRead(readerId: number, otherUserId: number, manager: EntityManager): Promise<number> {
    const result = await manager
      .getRepository(MessageEntity)
      .update({ fromUserId: otherUserId, toUserId: readerId, readAt: IsNull() }, { readAt: new Date() });
    await manager.getRepository(ConversationEntity).update({ ownerId: readerId, otherUserId }, { unreadCount: 0 });
    return result.affected ?? 0;
  }

  /** The pair's messages before `beforeId`, newest first, from the pair index in both directions. */
  thread(userId: number, otherUserId: number, beforeId: number, limit: number): Promise<MessageEntity[]> {
    return this.messages
      .createQueryBuilder('m')
      .where('((m.fromUserId = :userId AND m.toUserId = :otherUserId) OR (m.fromUserId = :otherUserId AND m.toUserId = :userId))', {
        userId,
        otherUserId,
      })
      .andWhere('m.id < :beforeId', { beforeId })
      .orderBy('m.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** The owner's conversations with live nurses she has no block with, most recent first, before the one whose last message is `beforeMessageId`. */
  async conversationsOf(ownerId: number, beforeMessageId: number, limit: number): Promise<ConversationSummary[]> {
    const rows = await this.conversations
      .createQueryBuilder('c')
      .innerJoin(MessageEntity, 'm', 'm.id = c.lastMessageId')
      .innerJoin('users', 'u', "u.id = c.otherUserId AND u.accountStatus = 'live'")
      .select(['c.otherUserId AS otherUserId', 'c.lastMessageId AS lastMessageId', 'c.unreadCount AS unreadCount'])
      .addSelect([
        'm.content AS lastMessage',
        'm.createdAt AS lastMessageAt',
        'u.name AS otherUserName',
        'u.profileImage AS otherUserProfileImage',
      ])
      .where('c.ownerId = :ownerId AND c.lastMessageId < :beforeMessageId', { ownerId, beforeMessageId })
      .andWhere(`NOT ${blockedEitherWay('c.ownerId', 'c.otherUserId')}`)
      .orderBy('c.lastMessageId', 'DESC')
      .limit(limit)
      .getRawMany<Record<string, unknown>>();
    const { driver } = this.messages.manager.connection;
    const createdAt = this.messages.metadata.findColumnWithPropertyName('createdAt')!;
    return rows.map((row) => ({
      otherUserId: Number(row.otherUserId),
      otherUserName: String(row.otherUserName),
      otherUserProfileImage: (row.otherUserProfileImage as string | null) ?? null,
      lastMessageId: Number(row.lastMessageId),
      lastMessage: String(row.lastMessage),
      lastMessageAt: driver.prepareHydratedValue(row.lastMessageAt, createdAt) as Date,
      unreadCount: Number(row.unreadCount),
    }));
  }

  async unreadFrom(ownerId: number, otherUserId: number): Promise<number> {
    return (await this.conversations.findOneBy({ ownerId, otherUserId }))?.unreadCount ?? 0;
  }

  /** The owner's unread messages from live nurses she has no block with: a sum over her conversations (her index range), never over messages. */
  async unreadTotal(ownerId: number): Promise<number> {
    const row = await this.conversations
      .createQueryBuilder('c')
      .innerJoin('users', 'u', "u.id = c.otherUserId AND u.accountStatus = 'live'")
      .select('COALESCE(SUM(c.unreadCount), 0)', 'total')
      .where('c.ownerId = :ownerId', { ownerId })
      .andWhere(`NOT ${blockedEitherWay('c.ownerId', 'c.otherUserId')}`)
      .getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }
}
