import { Injectable } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { InvalidInputError } from '../../common/domain-errors';
import { ConnectionsService } from '../connections/connections.service';
import { UsersService } from '../users/users.service';
import { ContactSettingsService } from './contact-settings.service';
import { MessageAccessService } from './message-access.service';
import { MessageRequestsRepository } from './message-requests.repository';

/**
 * What a message from one nurse to another would be:
 * - `conversation`: they are connected, or one accepted the other's request; it is delivered;
 * - `request`: her contact policy admits the sender, who has never written to her; it waits for her answer;
 * - `awaiting-answer`: the sender's request is pending or was declined (the sender is not told which);
 * - `asked-by-other`: she is the one whose request waits for the sender's answer;
 * - `refused`: a block, or her policy does not admit the sender.
 */
export const CONTACT_STANDINGS = ['conversation', 'request', 'awaiting-answer', 'asked-by-other', 'refused'] as const;
export type ContactStanding = (typeof CONTACT_STANDINGS)[number];

/** Whether the composer may send: freely in a conversation, or a first message as a request. */
export function canMessageIn(standing: ContactStanding): boolean {
  return standing === 'conversation' || standing === 'request';
}

/** Who may write to whom, on her terms. */
@Injectable()
export class ContactRulesService {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly requests: MessageRequestsRepository,
    private readonly settings: ContactSettingsService,
    private readonly users: UsersService,
    private readonly access: MessageAccessService,
  ) {}

  /**
   * Where the viewer stands with another member of the network, as her screens show it (Message or
   * Connect, a request waiting): the other nurse's setting is told only as what it lets the viewer do.
   */
  async standingOf(viewerId: number, otherUserId: number): Promise<ContactStanding> {
    if (viewerId === otherUserId) throw new InvalidInputError(ERRORS.contactYourself);
    await this.users.getNetworkMemberFor(viewerId, otherUserId);
    return this.standing(viewerId, otherUserId);
  }

  async standing(senderId: number, recipientId: number): Promise<ContactStanding> {
    if (senderId === recipientId || (await this.connections.areBlocked(senderId, recipientId))) return 'refused';
    if (await this.connections.areConnected(senderId, recipientId)) return 'conversation';
    const [sent, received] = await Promise.all([this.requests.find(senderId, recipientId), this.requests.find(recipientId, senderId)]);
    if (sent?.status === 'accepted' || received?.status === 'accepted') return 'conversation';
    if (sent) return 'awaiting-answer';
    if (received?.status === 'pending') return 'asked-by-other';
    const { contactPolicy } = await this.settings.of(recipientId);
    if (contactPolicy === 'specialty' && (await this.requests.shareSpecialty(senderId, recipientId))) return 'request';
    return 'refused';
  }

  /** Whether the two write to each other freely (what typing and read marks need besides both switches). */
  inConversation(a: number, b: number): Promise<boolean> {
    return this.access.pairInConversation(a, b);
  }
}
