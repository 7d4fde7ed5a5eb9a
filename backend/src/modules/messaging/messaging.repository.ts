import { Injectable } from '@nestjs/common';
import { MESSAGE_DELETED_TEXT } from '@nurse/domain';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { IsNull, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { dateFromDatabase } from '../../database/entity-row-mapper';
import { readerOn, type ReadRows } from '../../database/key-lookup';
import { noBlockBetween } from '../users/no-block-between';
import { ConversationEntity } from './entities/conversation.entity';
import { MessageEntity } from './entities/message.entity';

/** A message as the sender wrote it, before it is stored. */
export type MessageDraft = Pick<MessageEntity, 'fromUserId' | 'toUserId' | 'content' | 'patientInformationConfirmedAt'>;
/** A message to one nurse, before it is stored. */
export type PairMessageDraft = MessageDraft & { toUserId: number };

/** A nurse's side of a conversation with its last message and the other nurse's public face. */
export interface ConversationSummary {
  otherUserId: number;
  otherUserName: string;
  otherUserProfileImage: string | null;
  /** The other nurse's account was erased: shown as a deleted member, without a name, photo or profile. */
  otherUserDeleted: boolean;
  lastMessageId: number;
  lastMessage: string;
  lastMessageAt: Date;
  unreadCount: number;
  muted: boolean;
}

/** SQL that holds when the owner of the side `c` muted it. */
const mutedSide = 'EXISTS (SELECT 1 FROM muted_conversations mc WHERE mc.ownerId = c.ownerId AND mc.otherUserId = c.otherUserId)';

/**
 * The owner's sides of conversations with live nurses she has no block with (`c` is the side, `u` the
 * other nurse), and with deleted members (an erased account's tombstone: her messages stay there).
 */
const visibleSides = (joins = '') =>
  `FROM conversations c JOIN users u ON u.id = c.otherUserId AND u.accountStatus IN ('live', 'deleted') ${joins} ` +
  `WHERE c.ownerId = ? AND ${noBlockBetween('c.ownerId', 'c.otherUserId')}`;

/**
 * Data access for messages and conversations. Each message moves both sides of its conversation
 * in the same transaction, so lists and unread counts are read from the conversations index; the
 * reads every open tab repeats run on statements written once (see key-lookup.ts).
 */
@Injectable()
export class MessagingRepository {
  private readonly unreadTotalOf: ReadRows;
  private readonly unreadOfSide: ReadRows;
  private readonly latestSides: ReadRows;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
  ) {
    // Only the sides with something unread are joined to the other nurse and probed for blocks; muted ones do not count.
    this.unreadTotalOf = readerOn(
      dataSource,
      `SELECT COALESCE(SUM(c.unreadCount), 0) AS total ${visibleSides()} AND c.unreadCount > 0 AND NOT ${mutedSide}`,
    );
    this.unreadOfSide = readerOn(dataSource, 'SELECT unreadCount FROM conversations WHERE ownerId = ? AND otherUserId = ?');
    this.latestSides = readerOn(
      dataSource,
      `SELECT c.otherUserId, c.lastMessageId, c.unreadCount, m.content AS lastMessage, m.deletedAt AS lastMessageDeletedAt, m.createdAt AS lastMessageAt, ${mutedSide} AS muted, ` +
        `u.name AS otherUserName, u.profileImage AS otherUserProfileImage, u.accountStatus AS otherUserStatus ${visibleSides('JOIN messages m ON m.id = c.lastMessageId')} ` +
        'AND c.lastMessageId < ? ' +
        'ORDER BY c.lastMessageId DESC LIMIT ?',
    );
  }

  /**
   * Stores a message and moves the sender's side of the conversation; the recipient's side too unless
   * it is `'sender-only'`: a message request reaches her conversations only when she accepts it.
   */
  async insert(draft: PairMessageDraft, tx: Transaction, sides: 'both' | 'sender-only' = 'both'): Promise<MessageEntity> {
    const { fromUserId, toUserId } = draft;
    const manager = managerOf(tx);
    const saved = await this.save({ ...draft, groupId: null }, tx);
    await this.moveConversation(manager, fromUserId, toUserId, saved.id, 0);
    if (sides === 'both') await this.moveConversation(manager, toUserId, fromUserId, saved.id, 1);
    return saved;
  }

  /** Stores a group message; the group's rows (latest message, unread counts) are the groups repository's. */
  insertInGroup(draft: MessageDraft & { toUserId: null; groupId: number }, tx: Transaction): Promise<MessageEntity> {
    return this.save(draft, tx);
  }

  private save(draft: MessageDraft & Pick<MessageEntity, 'groupId'>, tx: Transaction): Promise<MessageEntity> {
    const messages = managerOf(tx).getRepository(MessageEntity);
    // save() reads back the columns the database sets (the id and the creation time) into the row.
    return messages.save(messages.create({ ...draft, readAt: null, editedAt: null, deletedAt: null }));
  }

  /** Opens her side of the conversation with an accepted request's message, unread. */
  async openRecipientSide(recipientId: number, senderId: number, messageId: number, tx: Transaction): Promise<void> {
    await this.moveConversation(managerOf(tx), recipientId, senderId, messageId, 1);
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
  async markRead(readerId: number, otherUserId: number, tx: Transaction): Promise<number> {
    const manager = managerOf(tx);
    const result = await manager
      .getRepository(MessageEntity)
      .update({ fromUserId: otherUserId, toUserId: readerId, readAt: IsNull() }, { readAt: new Date() });
    await manager.getRepository(ConversationEntity).update({ ownerId: readerId, otherUserId }, { unreadCount: 0 });
    return result.affected ?? 0;
  }

  /** The message's sender and recipient, or null when there is no such message. */
  membersOf(messageId: number): Promise<Pick<MessageEntity, 'fromUserId' | 'toUserId'> | null> {
    return this.messages.findOne({ select: { fromUserId: true, toUserId: true }, where: { id: messageId } });
  }

  findById(messageId: number, tx?: Transaction): Promise<MessageEntity | null> {
    return (managerOf(tx)?.getRepository(MessageEntity) ?? this.messages).findOneBy({ id: messageId });
  }

  /** Stores her new text of a message not deleted; false when it was deleted meanwhile. */
  async edit(
    messageId: number,
    changes: Pick<MessageEntity, 'content' | 'patientInformationConfirmedAt' | 'editedAt'>,
    tx: Transaction,
  ): Promise<boolean> {
    const { affected } = await managerOf(tx).getRepository(MessageEntity).update({ id: messageId, deletedAt: IsNull() }, changes);
    return (affected ?? 0) > 0;
  }

  /** Deletes a message for everyone: its text is emptied, so that nothing can show or find it; false when it was already. */
  async markDeleted(messageId: number, deletedAt: Date, tx: Transaction): Promise<boolean> {
    const { affected } = await managerOf(tx)
      .getRepository(MessageEntity)
      .update({ id: messageId, deletedAt: IsNull() }, { content: '', deletedAt, patientInformationConfirmedAt: null });
    return (affected ?? 0) > 0;
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

  /**
   * Her messages, sent and received, after `afterId` in the order they were sent: one page of her
   * whole history (her copy of her data), read from the pair index for each direction.
   */
  async historyPage(userId: number, afterId: number, limit: number): Promise<MessageEntity[]> {
    const [sent, received] = await Promise.all([
      this.messages
        .createQueryBuilder('m')
        .where('m.fromUserId = :userId AND m.id > :afterId', { userId, afterId })
        .orderBy('m.id', 'ASC')
        .limit(limit)
        .getMany(),
      this.messages
        .createQueryBuilder('m')
        .where('m.toUserId = :userId AND m.id > :afterId', { userId, afterId })
        .orderBy('m.id', 'ASC')
        .limit(limit)
        .getMany(),
    ]);
    return [...sent, ...received].sort((a, b) => a.id - b.id).slice(0, limit);
  }

  /** Her visible conversations, most recent first, before the one whose last message is `beforeMessageId`. */
  async conversationsOf(ownerId: number, beforeMessageId: number, limit: number): Promise<ConversationSummary[]> {
    const rows = await this.latestSides([ownerId, beforeMessageId, limit]);
    return rows.map((row) => ({
      otherUserId: Number(row.otherUserId),
      otherUserName: String(row.otherUserName),
      otherUserProfileImage: (row.otherUserProfileImage as string | null) ?? null,
      otherUserDeleted: row.otherUserStatus === 'deleted',
      lastMessageId: Number(row.lastMessageId),
      lastMessage:
        row.lastMessageDeletedAt === null || row.lastMessageDeletedAt === undefined ? String(row.lastMessage) : MESSAGE_DELETED_TEXT,
      lastMessageAt: dateFromDatabase(row.lastMessageAt)!,
      unreadCount: Number(row.unreadCount),
      muted: Number(row.muted) === 1,
    }));
  }

  async unreadFrom(ownerId: number, otherUserId: number): Promise<number> {
    const [row] = await this.unreadOfSide([ownerId, otherUserId]);
    return Number(row?.unreadCount ?? 0);
  }

  /** Her unread messages from live nurses she has no block with: a sum over her sides, never over messages. */
  async unreadTotal(ownerId: number): Promise<number> {
    const [row] = await this.unreadTotalOf([ownerId]);
    return Number(row?.total ?? 0);
  }
}
