import { Injectable } from '@nestjs/common';
import { MESSAGE_GROUP_TEXTS as T, groupHasRoomFor } from '@nurse/domain';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import type { Transaction } from '../../database/transaction';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { ConnectionsService } from '../connections/connections.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import type { GroupDto, GroupSummaryDto } from './dto/groups.dto';
import type { MessageGroupMemberEntity } from './entities/message-group-member.entity';
import type { MessageGroupEntity } from './entities/message-group.entity';
import { GroupsRepository } from './groups.repository';

/**
 * Group conversations and who is in them: a nurse starts one with her connections, any member adds
 * her own, the creator renames it and removes members, anyone leaves. When the creator leaves, the
 * member who joined earliest becomes the creator; a group nobody is left in is deleted with its messages.
 */
@Injectable()
export class GroupsService {
  constructor(
    private readonly groups: GroupsRepository,
    private readonly connections: ConnectionsService,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async create(creator: UserEntity, name: string, memberIds: readonly number[]): Promise<GroupDto> {
    const others = unique(memberIds).filter((id) => id !== creator.id);
    if (others.length === 0) throw memberError(T.membersRequired);
    if (!groupHasRoomFor(1, others.length)) throw memberError(T.tooManyMembers);
    await this.checkAddable(creator.id, others);
    const groupId = await this.unitOfWork.run(async (tx) => {
      const group = await this.groups.insertGroup(name, creator.id, tx);
      await this.groups.insertMembers(group.id, [creator.id, ...others], creator.id, 0, new Date(), tx);
      tx.record({ type: 'group-changed', groupId: group.id, memberIds: [creator.id, ...others], removedIds: [] });
      return group.id;
    });
    return this.get(creator.id, groupId);
  }

  async listFor(userId: number): Promise<GroupSummaryDto[]> {
    const rows = await this.groups.listFor(userId);
    const activity = (row: (typeof rows)[number]) => (row.lastMessageAt ?? row.joinedAt).getTime();
    return rows
      .sort((a, b) => activity(b) - activity(a) || b.id - a.id)
      .map((row) => ({
        id: row.id,
        name: row.name,
        memberCount: row.memberCount,
        lastMessage: row.lastMessage,
        lastMessageTime: (row.lastMessageAt ?? row.joinedAt).toISOString(),
        unreadCount: row.unreadCount,
        muted: row.muted,
      }));
  }

  async get(userId: number, groupId: number): Promise<GroupDto> {
    const { group, member } = await this.memberOf(userId, groupId);
    const members = await this.groups.membersOf(groupId);
    return {
      id: group.id,
      name: group.name,
      creatorId: group.creatorId,
      createdAt: group.createdAt.toISOString(),
      muted: member.muted,
      members: members.map(({ userId: id, name, profileImage }) => ({ userId: id, name, profileImage, isCreator: id === group.creatorId })),
    };
  }

  async rename(userId: number, groupId: number, name: string): Promise<GroupDto> {
    const { group } = await this.memberOf(userId, groupId);
    if (group.creatorId !== userId) throw new ForbiddenError(T.onlyCreatorRenames);
    await this.unitOfWork.run(async (tx) => {
      await this.groups.rename(groupId, name, tx);
      tx.record({ type: 'group-changed', groupId, memberIds: await this.groups.memberIds(groupId, tx), removedIds: [] });
    });
    return this.get(userId, groupId);
  }

  async addMembers(adder: UserEntity, groupId: number, userIds: readonly number[]): Promise<GroupDto> {
    await this.memberOf(adder.id, groupId);
    const current = new Set(await this.groups.memberIds(groupId));
    const adding = unique(userIds).filter((id) => !current.has(id));
    if (adding.length === 0) throw new ConflictError(T.alreadyMember);
    await this.checkAddable(adder.id, adding);
    await this.unitOfWork.run(async (tx) => {
      // Counted again in the transaction: two members adding at once never pass the limit together.
      const members = await this.groups.memberIds(groupId, tx);
      const fresh = adding.filter((id) => !members.includes(id));
      if (!groupHasRoomFor(members.length, fresh.length)) throw new ConflictError(T.tooManyMembers);
      const group = await this.groups.findGroup(groupId, tx);
      if (!group) throw new NotFoundError(T.notFound);
      await this.groups.insertMembers(groupId, fresh, adder.id, group.lastMessageId ?? 0, new Date(), tx);
      tx.record({ type: 'group-changed', groupId, memberIds: [...members, ...fresh], removedIds: [] });
    });
    return this.get(adder.id, groupId);
  }

  /** The creator removes another member; anyone removes herself (leaves). */
  async removeMember(userId: number, groupId: number, memberId: number): Promise<void> {
    const { group } = await this.memberOf(userId, groupId);
    if (memberId !== userId && group.creatorId !== userId) throw new ForbiddenError(T.onlyCreatorRemoves);
    await this.unitOfWork.run(async (tx) => {
      const remaining = await this.groups.leave(groupId, memberId, tx);
      if (remaining === null) throw new NotFoundError(T.memberNotFound);
      tx.record({ type: 'group-changed', groupId, memberIds: remaining, removedIds: [memberId] });
    });
  }

  async setMuted(userId: number, groupId: number, muted: boolean): Promise<void> {
    await this.memberOf(userId, groupId);
    await this.unitOfWork.run(async (tx) => {
      await this.groups.setMuted(groupId, userId, muted, tx);
      tx.record({ type: 'group-muted', groupId, ownerId: userId, muted });
    });
  }

  /** The group and her membership; not found unless she is in it. */
  async memberOf(
    userId: number,
    groupId: number,
    tx?: Transaction,
  ): Promise<{ group: MessageGroupEntity; member: MessageGroupMemberEntity }> {
    const [group, member] = await Promise.all([this.groups.findGroup(groupId, tx), this.groups.membership(groupId, userId, tx)]);
    if (!group || !member) throw new NotFoundError(T.notFound);
    return { group, member };
  }

  /**
   * Each nurse must be the adder's live connection with no block either way. A block ends a connection,
   * so a blocked nurse is refused with the same words as a stranger: the refusal tells no more than
   * the pair rules do.
   */
  private async checkAddable(adderId: number, userIds: readonly number[]): Promise<void> {
    const addable = await Promise.all(
      userIds.map(async (id) => {
        const user = await this.users.findById(id);
        if (!user || user.accountStatus !== 'live') return false;
        if (await this.connections.areBlocked(adderId, id)) return false;
        return this.connections.areConnected(adderId, id);
      }),
    );
    // The same words for every reason, with no field named: which of them was refused is not told either.
    if (addable.includes(false)) throw new InvalidInputError(T.onlyConnections);
  }
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

const memberError = (message: string) => new InvalidInputError(message, [{ field: 'memberIds', message }]);
