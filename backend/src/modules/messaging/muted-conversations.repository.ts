import { Injectable } from '@nestjs/common';
import { managerOf, type Transaction } from '../../database/transaction';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MutedConversationEntity } from './entities/muted-conversation.entity';

export interface MutedConversation {
  user: { id: number; name: string; profileImage: string | null };
}

/** Data access for muted conversations, by their primary key (owner, other nurse). */
@Injectable()
export class MutedConversationsRepository {
  constructor(@InjectRepository(MutedConversationEntity) private readonly muted: Repository<MutedConversationEntity>) {}

  /** Muting twice is harmless. */
  async mute(ownerId: number, otherUserId: number, tx: Transaction): Promise<void> {
    await managerOf(tx)
      .getRepository(MutedConversationEntity)
      .createQueryBuilder()
      .insert()
      .values({ ownerId, otherUserId })
      .orIgnore()
      .execute();
  }

  async unmute(ownerId: number, otherUserId: number, tx: Transaction): Promise<void> {
    await managerOf(tx).getRepository(MutedConversationEntity).delete({ ownerId, otherUserId });
  }

  isMuted(ownerId: number, otherUserId: number): Promise<boolean> {
    return this.muted.existsBy({ ownerId, otherUserId });
  }

  /** Her muted conversations with live nurses, the most recently muted first. */
  async mutedBy(ownerId: number): Promise<MutedConversation[]> {
    const rows = await this.muted.find({
      where: { ownerId, otherUser: { accountStatus: 'live' } },
      relations: { otherUser: true },
      order: { createdAt: 'DESC', otherUserId: 'DESC' },
    });
    return rows.map(({ otherUser }) => ({
      user: { id: otherUser!.id, name: otherUser!.name, profileImage: otherUser!.profileImage ?? null },
    }));
  }
}
