import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { ConflictError, NotFoundError } from '../../common/domain-errors';
import { isUniqueViolation } from '../../database/unique-violation';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { ConnectionRequestChecks } from '../connections/connection-request-checks.registry';
import { ConnectionsService } from '../connections/connections.service';
import type { UserEntity } from '../users/entities/user.entity';
import { ConversationMutesService } from './conversation-mutes.service';
import type { MessageEntity } from './entities/message.entity';
import { toMessageDto } from './message.mapper';
import { MessageRequestCountsService } from './message-request-counts.service';
import { MessageRequestsRepository, type ReceivedMessageRequest } from './message-requests.repository';
import { MessagingRepository, type PairMessageDraft } from './messaging.repository';

export type MessageRequestAction = 'accept' | 'decline';

/**
 * Message requests: a first message from a nurse her contact policy admits but who is not her
 * connection. She accepts (they write freely from then on, without connecting) or declines; either
 * way the sender may not send another, nor ask to connect until she accepts, and a block ends it (in
 * the block's own transaction).
 */
@Injectable()
export class MessageRequestsService implements OnModuleInit {
  constructor(
    private readonly requests: MessageRequestsRepository,
    private readonly messaging: MessagingRepository,
    private readonly connections: ConnectionsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly events: DomainEventBus,
    private readonly mutes: ConversationMutesService,
    private readonly connectionRequests: ConnectionRequestChecks,
    private readonly counts: MessageRequestCountsService,
  ) {}

  onModuleInit(): void {
    this.connectionRequests.add((requesterId, addresseeId) => this.assertNoUnacceptedRequest(requesterId, addresseeId));
    this.events.on('block-changed', 'in-transaction', async ({ nurseIds: [a, b], blocked }, tx) => {
      // Lifting the block reopens nothing.
      if (blocked && (await this.requests.declineBetween(a, b, tx))) tx.record({ type: 'message-requests-ended', nurseIds: [a, b] });
    });
  }

  /** Stores the sender's first message as a request to her; a second one at the same time answers as pending. */
  async create(sender: UserEntity, draft: PairMessageDraft): Promise<MessageEntity> {
    const { fromUserId: senderId, toUserId: recipientId } = draft;
    const notify = !(await this.mutes.isMuted(recipientId, senderId));
    try {
      return await this.unitOfWork.run(async (tx) => {
        const stored = await this.messaging.insert(draft, tx, 'sender-only');
        await this.requests.insert(senderId, recipientId, stored.id, tx);
        tx.record({
          type: 'message-request-sent',
          message: { ...toMessageDto(stored), toUserId: recipientId },
          senderName: sender.name,
          notify,
        });
        return stored;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ERRORS.messageRequestPending);
      throw error;
    }
  }

  /** How many requests wait for her answer: counted on the Messages badge beside her unread messages. */
  pendingCount(recipientId: number): Promise<number> {
    return this.counts.of(recipientId);
  }

  pendingFor(recipientId: number): Promise<ReceivedMessageRequest[]> {
    return this.requests.pendingFor(recipientId);
  }

  /** She accepts (the message opens their conversation on her side) or declines a pending request. */
  async answer(recipientId: number, senderId: number, action: MessageRequestAction): Promise<void> {
    const request = await this.requests.find(senderId, recipientId);
    const answerable = request?.status === 'pending' && !(await this.connections.areBlocked(senderId, recipientId));
    if (!request || !answerable) throw new NotFoundError(ERRORS.messageRequestNotFound);
    const accepted = action === 'accept';
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.requests.answer(senderId, recipientId, accepted ? 'accepted' : 'declined', tx))) {
        throw new NotFoundError(ERRORS.messageRequestNotFound);
      }
      if (accepted) await this.messaging.openRecipientSide(recipientId, senderId, request.messageId, tx);
      tx.record({ type: 'message-request-answered', senderId, recipientId, accepted });
    });
  }

  /**
   * A sender whose request waits or was declined may not reach her by asking to connect instead: the
   * same answer for both, so that she is not told which.
   */
  private async assertNoUnacceptedRequest(senderId: number, recipientId: number): Promise<void> {
    const request = await this.requests.find(senderId, recipientId);
    if (request && request.status !== 'accepted') throw new ConflictError(ERRORS.connectionAfterMessageRequest);
  }
}
