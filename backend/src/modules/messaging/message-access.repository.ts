import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { noBlockBetween } from '../users/no-block-between';
import { MessageGroupMemberEntity } from './entities/message-group-member.entity';
import { MessageEntity } from './entities/message.entity';

/** What the message access policy reads: the message, her membership of its group, and its group's readers. */
@Injectable()
export class MessageAccessRepository {
  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    @InjectRepository(MessageGroupMemberEntity) private readonly members: Repository<MessageGroupMemberEntity>,
  ) {}

  message(messageId: number): Promise<MessageEntity | null> {
    return this.messages.findOneBy({ id: messageId });
  }

  membership(groupId: number, userId: number): Promise<MessageGroupMemberEntity | null> {
    return this.members.findOneBy({ groupId, userId });
  }

  /** The group's members who joined before the message and have no block with its sender. */
  async groupReaders(message: MessageEntity & { groupId: number }): Promise<number[]> {
    const rows: Record<string, unknown>[] = await this.members.query(
      'SELECT mm.userId FROM message_group_members mm WHERE mm.groupId = ? AND mm.visibleAfterId < ? AND ' +
        noBlockBetween('mm.userId', '?'),
      [message.groupId, message.id, message.fromUserId, message.fromUserId],
    );
    return rows.map((row) => Number(row.userId));
  }
}
