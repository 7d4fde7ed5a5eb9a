import { Injectable } from '@nestjs/common';
import { MESSAGE_NOT_FOUND } from '@nurse/domain';
import { NotFoundError } from '../../common/domain-errors';
import { ConnectionsService } from '../connections/connections.service';
import type { MessageEntity } from './entities/message.entity';
import { MessageAccessRepository } from './message-access.repository';
import { mayAct, type MessageAccessFacts, type MessageAction } from './message-access';
import { MessageRequestsRepository } from './message-requests.repository';

/** A message she may act on, with the nurses who may read it (who hear of a change to it). */
export interface AccessibleMessage {
  message: MessageEntity;
  audienceIds: number[];
}

/**
 * The one answer to "may this nurse read, react to or change this message" (rules in message-access.ts),
 * used by the thread's reactions, edits and deletions, attachments and their links, reports and search.
 */
@Injectable()
export class MessageAccessService {
  constructor(
    private readonly stored: MessageAccessRepository,
    private readonly connections: ConnectionsService,
    private readonly requests: MessageRequestsRepository,
  ) {}

  /** The message and its audience when she may do `action`; not found otherwise, as a message that does not exist. */
  async check(nurseId: number, messageId: number, action: MessageAction): Promise<AccessibleMessage> {
    const message = await this.stored.message(messageId);
    if (!message || !mayAct(await this.factsOf(nurseId, message), action)) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return { message, audienceIds: await this.audienceOf(message) };
  }

  async mayRead(nurseId: number, messageId: number): Promise<boolean> {
    const message = await this.stored.message(messageId);
    return message !== null && mayAct(await this.factsOf(nurseId, message), 'read');
  }

  /** Whether the two write to each other freely: connected, or one accepted the other's message request, and no block. */
  async pairInConversation(a: number, b: number): Promise<boolean> {
    if (a === b || (await this.connections.areBlocked(a, b))) return false;
    if (await this.connections.areConnected(a, b)) return true;
    const [sent, received] = await Promise.all([this.requests.find(a, b), this.requests.find(b, a)]);
    return sent?.status === 'accepted' || received?.status === 'accepted';
  }

  private async factsOf(nurseId: number, message: MessageEntity): Promise<MessageAccessFacts> {
    if (message.groupId === null) {
      const otherId = message.fromUserId === nurseId ? message.toUserId : message.fromUserId;
      const participant = message.fromUserId === nurseId || message.toUserId === nurseId;
      if (!participant || otherId === null) return { kind: 'pair', participant: false, blocked: false, inConversation: false };
      const [blocked, inConversation] = await Promise.all([
        this.connections.areBlocked(nurseId, otherId),
        this.pairInConversation(nurseId, otherId),
      ]);
      return { kind: 'pair', participant, blocked, inConversation };
    }
    const member = await this.stored.membership(message.groupId, nurseId);
    const sender = message.fromUserId === nurseId;
    return {
      kind: 'group',
      member: member !== null,
      sentAfterJoining: member !== null && message.id > member.visibleAfterId,
      sender,
      blockedWithSender: !sender && (await this.connections.areBlocked(nurseId, message.fromUserId)),
    };
  }

  /** Who may read it: the pair, or the group's members with no block between them and its sender (who joined before it). */
  private async audienceOf(message: MessageEntity): Promise<number[]> {
    if (message.groupId === null) return [message.fromUserId, message.toUserId!];
    return this.stored.groupReaders({ ...message, groupId: message.groupId });
  }
}
