import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DELETED_MEMBER_NAME, MESSAGE_DELETED_TEXT, nextGroupCreator } from '@nurse/domain';
import { In, type DataSource, type Repository } from 'typeorm';
import { dateFromDatabase } from '../../database/entity-row-mapper';
import { managerOf, type Transaction } from '../../database/transaction';
import { noBlockBetween } from '../users/no-block-between';
import { MessageGroupMemberEntity } from './entities/message-group-member.entity';
import { MessageGroupEntity } from './entities/message-group.entity';
import { MessageEntity } from './entities/message.entity';

/** A member with her public face, as the group shows her. */
export interface GroupMemberView {
  userId: number;
  name: string;
  profileImage: string | null;
  joinedAt: Date;
}

/** One of her groups as her list shows it: the last message she may see (none from across a block). */
export interface GroupListRow {
  id: number;
  name: string;
  memberCount: number;
  unreadCount: number;
  muted: boolean;
  joinedAt: Date;
  lastMessage: string | null;
  lastMessageAt: Date | null;
  lastMessageId: number | null;
}

/** A group message with its sender's public face. */
export type GroupMessageRow = MessageEntity & { fromUserName: string; fromUserProfileImage: string | null };

/** SQL holding when the message `m` is one the member `mm` may read: sent after she joined, by no one across a block. */
const visibleTo = `m.id > mm.visibleAfterId AND ${noBlockBetween('m.fromUserId', 'mm.userId')}`;

/**
 * Data access for groups and their members. Unread counts, read marks and the latest message are kept
 * in the send's and the read mark's transactions, so lists and badges are read from rows, never counted.
 */
@Injectable()
export class GroupsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(MessageGroupEntity) private readonly groups: Repository<MessageGroupEntity>,
    @InjectRepository(MessageGroupMemberEntity) private readonly members: Repository<MessageGroupMemberEntity>,
  ) {}

  async insertGroup(name: string, creatorId: number, tx: Transaction): Promise<MessageGroupEntity> {
    const groups = managerOf(tx).getRepository(MessageGroupEntity);
    return groups.save(groups.create({ name, creatorId, lastMessageId: null }));
  }

  /** Adds the nurses in one statement; each sees the messages after `visibleAfterId`. */
  async insertMembers(
    groupId: number,
    userIds: readonly number[],
    addedById: number | null,
    visibleAfterId: number,
    joinedAt: Date,
    tx: Transaction,
  ): Promise<void> {
    if (userIds.length === 0) return;
    await managerOf(tx)
      .getRepository(MessageGroupMemberEntity)
      .insert(
        userIds.map((userId) => ({
          groupId,
          userId,
          joinedAt,
          visibleAfterId,
          lastReadMessageId: visibleAfterId,
          unreadCount: 0,
          muted: false,
          addedById: userId === addedById ? null : addedById,
        })),
      );
  }

  findGroup(groupId: number, tx?: Transaction): Promise<MessageGroupEntity | null> {
    return (managerOf(tx)?.getRepository(MessageGroupEntity) ?? this.groups).findOneBy({ id: groupId });
  }

  /** Her membership of the group; null when she is not in it. */
  membership(groupId: number, userId: number, tx?: Transaction): Promise<MessageGroupMemberEntity | null> {
    return (managerOf(tx)?.getRepository(MessageGroupMemberEntity) ?? this.members).findOneBy({ groupId, userId });
  }

  /** The members in the order they joined, with their names and photos. */
  async membersOf(groupId: number, tx?: Transaction): Promise<GroupMemberView[]> {
    const rows: Record<string, unknown>[] = await (managerOf(tx) ?? this.dataSource.manager).query(
      'SELECT mm.userId, mm.joinedAt, u.name, u.profileImage FROM message_group_members mm JOIN users u ON u.id = mm.userId ' +
        'WHERE mm.groupId = ? ORDER BY mm.joinedAt ASC, mm.userId ASC',
      [groupId],
    );
    return rows.map((row) => ({
      userId: Number(row.userId),
      name: String(row.name),
      profileImage: (row.profileImage as string | null) ?? null,
      joinedAt: dateFromDatabase(row.joinedAt)!,
    }));
  }

  async memberIds(groupId: number, tx?: Transaction): Promise<number[]> {
    const rows = await (managerOf(tx)?.getRepository(MessageGroupMemberEntity) ?? this.members).find({
      select: { userId: true },
      where: { groupId },
    });
    return rows.map((row) => row.userId);
  }

  async rename(groupId: number, name: string, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MessageGroupEntity).update({ id: groupId }, { name });
  }

  async setCreator(groupId: number, creatorId: number, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MessageGroupEntity).update({ id: groupId }, { creatorId });
  }

  /** False when she was not a member. */
  async removeMember(groupId: number, userId: number, tx: Transaction): Promise<boolean> {
    const { affected } = await managerOf(tx).getRepository(MessageGroupMemberEntity).delete({ groupId, userId });
    return (affected ?? 0) > 0;
  }

  /**
   * Takes her out of the group: when she started it, the member who joined earliest becomes its
   * creator; a group nobody is left in is deleted with its messages. Answers who remains; null when
   * she was not in it.
   */
  async leave(groupId: number, userId: number, tx: Transaction): Promise<number[] | null> {
    if (!(await this.removeMember(groupId, userId, tx))) return null;
    const remaining = await this.membersOf(groupId, tx);
    if (remaining.length === 0) {
      await this.deleteGroup(groupId, tx);
      return [];
    }
    const group = await managerOf(tx).getRepository(MessageGroupEntity).findOneBy({ id: groupId });
    if (group?.creatorId === userId) {
      const next = nextGroupCreator(remaining.map((member) => ({ ...member, order: member.userId })))!;
      await this.setCreator(groupId, next.userId, tx);
    }
    return remaining.map((member) => member.userId);
  }

  /** The members she added no longer say so (her account is being erased). */
  async forgetAdder(userId: number): Promise<void> {
    await this.members.update({ addedById: userId }, { addedById: null });
  }

  /** A group nobody is left in goes, with its messages. */
  async deleteGroup(groupId: number, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MessageEntity).delete({ groupId });
    await managerOf(tx).getRepository(MessageGroupEntity).delete({ id: groupId });
  }

  async setMuted(groupId: number, userId: number, muted: boolean, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MessageGroupMemberEntity).update({ groupId, userId }, { muted });
  }

  /**
   * After a message: the group's latest message, and one more unread for every member but the sender
   * and those across a block from her, in one statement each.
   */
  async countMessage(groupId: number, senderId: number, messageId: number, tx: Transaction): Promise<void> {
    const manager = managerOf(tx);
    await manager.getRepository(MessageGroupEntity).update({ id: groupId }, { lastMessageId: messageId });
    await manager.query(
      'UPDATE message_group_members SET unreadCount = unreadCount + 1 WHERE groupId = ? AND userId <> ? AND ' +
        noBlockBetween('message_group_members.userId', '?'),
      [groupId, senderId, senderId, senderId],
    );
  }

  async mutedMembers(groupId: number, tx: Transaction): Promise<number[]> {
    const rows = await managerOf(tx)
      .getRepository(MessageGroupMemberEntity)
      .find({ select: { userId: true }, where: { groupId, muted: true } });
    return rows.map((row) => row.userId);
  }

  /** Her read mark moves to the group's latest message; answers how many were unread. */
  async markRead(groupId: number, userId: number, tx: Transaction): Promise<number> {
    const manager = managerOf(tx);
    const member = await manager.getRepository(MessageGroupMemberEntity).findOneBy({ groupId, userId });
    const group = await manager.getRepository(MessageGroupEntity).findOneBy({ id: groupId });
    if (!member || !group) return 0;
    const lastReadMessageId = Math.max(member.lastReadMessageId, group.lastMessageId ?? 0);
    await manager.getRepository(MessageGroupMemberEntity).update({ groupId, userId }, { lastReadMessageId, unreadCount: 0 });
    return member.unreadCount;
  }

  /** The other members' read marks, leaving out those across a block from `viewerId`. */
  async readMarksSeenBy(groupId: number, viewerId: number): Promise<Array<{ userId: number; lastReadMessageId: number }>> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT mm.userId, mm.lastReadMessageId FROM message_group_members mm WHERE mm.groupId = ? AND mm.userId <> ? AND ' +
        noBlockBetween('mm.userId', '?'),
      [groupId, viewerId, viewerId, viewerId],
    );
    return rows.map((row) => ({ userId: Number(row.userId), lastReadMessageId: Number(row.lastReadMessageId) }));
  }

  /** The members who may see a message of `senderId`: none across a block from her. */
  async audienceOf(groupId: number, senderId: number, tx?: Transaction): Promise<number[]> {
    const rows: Record<string, unknown>[] = await (managerOf(tx) ?? this.dataSource.manager).query(
      `SELECT mm.userId FROM message_group_members mm WHERE mm.groupId = ? AND ${noBlockBetween('mm.userId', '?')}`,
      [groupId, senderId, senderId],
    );
    return rows.map((row) => Number(row.userId));
  }

  /** A page of the messages she may read, newest first, before `beforeId`. */
  async thread(groupId: number, member: MessageGroupMemberEntity, beforeId: number, limit: number): Promise<GroupMessageRow[]> {
    const rows = await this.dataSource
      .getRepository(MessageEntity)
      .createQueryBuilder('m')
      .innerJoin(MessageGroupMemberEntity, 'mm', 'mm.groupId = m.groupId AND mm.userId = :userId', { userId: member.userId })
      .leftJoin('m.from', 'u')
      .addSelect(['u.id', 'u.name', 'u.profileImage', 'u.accountStatus'])
      .where('m.groupId = :groupId', { groupId })
      .andWhere(visibleTo)
      .andWhere('m.id < :beforeId', { beforeId })
      .orderBy('m.id', 'DESC')
      .limit(limit)
      .getMany();
    return rows.map((message) => {
      // A sender whose account is being or was deleted shows as a deleted member, without name or photo.
      const gone = message.from?.accountStatus === 'deleting' || message.from?.accountStatus === 'deleted';
      return {
        ...message,
        fromUserName: gone ? DELETED_MEMBER_NAME : (message.from?.name ?? ''),
        fromUserProfileImage: gone ? null : (message.from?.profileImage ?? null),
      };
    });
  }

  /** Her groups with their member counts and the last message she may see in each. */
  async listFor(userId: number): Promise<GroupListRow[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT g.id, g.name, mm.unreadCount, mm.muted, mm.joinedAt, ' +
        '(SELECT COUNT(*) FROM message_group_members c WHERE c.groupId = g.id) AS memberCount, ' +
        'lm.id AS lastMessageId, lm.content AS lastMessage, lm.createdAt AS lastMessageAt, lm.deletedAt AS lastMessageDeletedAt ' +
        'FROM message_group_members mm JOIN message_groups g ON g.id = mm.groupId ' +
        'LEFT JOIN messages lm ON lm.id = (SELECT m.id FROM messages m WHERE m.groupId = mm.groupId AND ' +
        `${visibleTo} ORDER BY m.id DESC LIMIT 1) ` +
        'WHERE mm.userId = ?',
      [userId],
    );
    return rows.map((row) => {
      const lastMessageId = row.lastMessageId === null || row.lastMessageId === undefined ? null : Number(row.lastMessageId);
      const deleted = row.lastMessageDeletedAt !== null && row.lastMessageDeletedAt !== undefined;
      return {
        id: Number(row.id),
        name: String(row.name),
        memberCount: Number(row.memberCount),
        unreadCount: Number(row.unreadCount),
        muted: Number(row.muted) === 1 || row.muted === true,
        joinedAt: dateFromDatabase(row.joinedAt)!,
        lastMessageId,
        lastMessage: lastMessageId === null ? null : deleted ? MESSAGE_DELETED_TEXT : String(row.lastMessage),
        lastMessageAt: dateFromDatabase(row.lastMessageAt),
      };
    });
  }

  /** Her unread group messages, muted groups left out: the groups' part of the Messages badge. */
  async unreadTotal(userId: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      'SELECT COALESCE(SUM(unreadCount), 0) AS total FROM message_group_members WHERE userId = ? AND unreadCount > 0 AND muted = 0',
      [userId],
    )) as Record<string, unknown>[];
    return Number(row?.total ?? 0);
  }

  /** Her groups with their names, for her copy of her data. */
  async groupsOf(userId: number): Promise<Array<{ group: MessageGroupEntity; member: MessageGroupMemberEntity }>> {
    const memberships = await this.members.find({ where: { userId }, order: { groupId: 'ASC' } });
    if (memberships.length === 0) return [];
    const groups = await this.groups.findBy({ id: In(memberships.map((m) => m.groupId)) });
    const byId = new Map(groups.map((group) => [group.id, group]));
    return memberships.filter((m) => byId.has(m.groupId)).map((member) => ({ group: byId.get(member.groupId)!, member }));
  }

  /** The names of these groups, for her copy of the messages she sent to groups she left. */
  async namesOf(groupIds: readonly number[]): Promise<Map<number, string>> {
    if (groupIds.length === 0) return new Map();
    const groups = await this.groups.find({ select: { id: true, name: true }, where: { id: In([...groupIds]) } });
    return new Map(groups.map((group) => [group.id, group.name]));
  }
}
