import { Injectable } from '@nestjs/common';
import { ERRORS, LIVE_EVENTS } from '@nurse/domain';
import { InvalidInputError } from '../../common/domain-errors';
import { LiveEventsService } from '../../live/live-events.service';
import { UsersService } from '../users/users.service';
import { MutedConversationsRepository, type MutedConversation } from './muted-conversations.repository';
import { UnreadTotalsService } from './unread-totals.service';

/** Muting a conversation: its messages still arrive and it stays listed, but it leaves her unread total and raises nothing. */
@Injectable()
export class ConversationMutesService {
  constructor(
    private readonly muted: MutedConversationsRepository,
    private readonly users: UsersService,
    private readonly unreadTotals: UnreadTotalsService,
    private readonly live: LiveEventsService,
  ) {}

  async mute(ownerId: number, otherUserId: number): Promise<void> {
    await this.checkOther(ownerId, otherUserId);
    await this.muted.mute(ownerId, otherUserId);
    await this.totalChanged(ownerId);
  }

  async unmute(ownerId: number, otherUserId: number): Promise<void> {
    await this.checkOther(ownerId, otherUserId);
    await this.muted.unmute(ownerId, otherUserId);
    await this.totalChanged(ownerId);
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

  private async totalChanged(ownerId: number): Promise<void> {
    this.unreadTotals.changed(ownerId);
    this.live.toUsers([ownerId], LIVE_EVENTS.unread, { unreadCount: await this.unreadTotals.of(ownerId) });
  }
}
