import { Injectable } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { InvalidInputError } from '../../common/domain-errors';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { UsersService } from '../users/users.service';
import { MutedConversationsRepository, type MutedConversation } from './muted-conversations.repository';

/** Muting a conversation: its messages still arrive and it stays listed, but it leaves her unread total and raises nothing. */
@Injectable()
export class ConversationMutesService {
  constructor(
    private readonly muted: MutedConversationsRepository,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async mute(ownerId: number, otherUserId: number): Promise<void> {
    await this.checkOther(ownerId, otherUserId);
    await this.unitOfWork.run(async (tx) => {
      await this.muted.mute(ownerId, otherUserId, tx);
      tx.record({ type: 'conversation-muted', ownerId, otherUserId, muted: true });
    });
  }

  async unmute(ownerId: number, otherUserId: number): Promise<void> {
    await this.checkOther(ownerId, otherUserId);
    await this.unitOfWork.run(async (tx) => {
      await this.muted.unmute(ownerId, otherUserId, tx);
      tx.record({ type: 'conversation-muted', ownerId, otherUserId, muted: false });
    });
  }

  isMuted(ownerId: number, otherUserId: number): Promise<boolean> {
    return this.muted.isMuted(ownerId, otherUserId);
  }

  mutedBy(ownerId: number): Promise<MutedConversation[]> {
    return this.muted.mutedBy(ownerId);
  }

  private async checkOther(ownerId: number, otherUserId: number): Promise<void> {
    if (otherUserId === ownerId) throw new InvalidInputError(ERRORS.contactYourself);
    await this.users.getNetworkMemberFor(ownerId, otherUserId);
  }
}
