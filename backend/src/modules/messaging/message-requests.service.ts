import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ERRORS, LIVE_EVENTS } from '@nurse/domain';
import { ConflictError, NotFoundError } from '../../common/domain-errors';
import { isUniqueViolation } from '../../database/unique-violation';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { LiveEventsService } from '../../live/live-events.service';
import { BlockChangesSignal } from '../connections/block-changes.signal';
import { ConnectionRequestChecks } from '../connections/connection-request-checks.registry';
import { ConnectionsService } from '../connections/connections.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { UserEntity } from '../users/entities/user.entity';
import { ConversationMutesService } from './conversation-mutes.service';
import type { MessageEntity } from './entities/message.entity';
import { MessageRequestCountsService } from './message-request-counts.service';
import { MessageRequestsRepository, type ReceivedMessageRequest } from './message-requests.repository';
import { MessagingRepository } from './messaging.repository';
import { UnreadTotalsService } from './unread-totals.service';

export type MessageRequestAction = 'accept' | 'decline';

/**
 * Message requests: a first message from a nurse her contact policy admits but who is not her
 * connection. She accepts (they write freely from then on, without connecting) or declines; either
 * way the sender may not send another, nor ask to connect until she accepts, and a block ends it.
 */
@Injectable()
export class MessageRequestsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MessageRequestsService.name);
  private unsubscribe: () => void = () => undefined;

  constructor(
    private readonly requests: MessageRequestsRepository,
    private readonly messaging: MessagingRepository,
    private readonly connections: ConnectionsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly live: LiveEventsService,
    private readonly unreadTotals: UnreadTotalsService,
    private readonly blockChanges: BlockChangesSignal,
    private readonly mutes: ConversationMutesService,
    private readonly notifications: NotificationsService,
    private readonly connectionRequests: ConnectionRequestChecks,
    private readonly counts: MessageRequestCountsService,
  ) {}

  onModuleInit(): void {
    this.connectionRequests.add((requesterId, addresseeId) => this.assertNoUnacceptedRequest(requesterId, addresseeId));
    this.unsubscribe = this.blockChanges.subscribe(([a, b]) => {
      this.endOnBlock(a, b).catch((error: unknown) => this.logger.error(`Ending the message requests of a block failed: ${String(error)}`));
    });
  }

  onApplicationShutdown(): void {
    this.unsubscribe();
  }

  /** Stores the sender's first message as a request to her; a second one at the same time answers as pending. */
  async create(sender: UserEntity, recipientId: number, content: string): Promise<MessageEntity> {
    const senderId = sender.id;
    try {
      const message = await this.unitOfWork.run(async (tx) => {
        const stored = await this.messaging.insert(senderId, recipientId, content, tx, 'sender-only');
        await this.requests.insert(senderId, recipientId, stored.id, tx);
        return stored;
      });
      await this.announcePending(recipientId);
      if (!(await this.mutes.isMuted(recipientId, senderId))) {
        await this.notifications.raise({ userId: recipientId, category: 'message-request', subjectId: senderId, actorName: sender.name });
      }
      return message;
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
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.requests.answer(senderId, recipientId, action === 'accept' ? 'accepted' : 'declined', tx))) {
        throw new NotFoundError(ERRORS.messageRequestNotFound);
      }
      if (action === 'accept') await this.messaging.openRecipientSide(recipientId, senderId, request.messageId, tx);
    });
    if (action === 'accept') {
      this.unreadTotals.changed(recipientId);
      this.live.toUsers([recipientId], LIVE_EVENTS.unread, { unreadCount: await this.unreadTotals.of(recipientId) });
      // The sender's open thread learns that she may write freely now (a decline is not told).
      await this.announcePending(senderId);
    }
    await this.announcePending(recipientId);
    await this.notifications.readAbout(recipientId, 'message-request', senderId);
  }

  /**
   * A sender whose request waits or was declined may not reach her by asking to connect instead: the
   * same answer for both, so that she is not told which.
   */
  private async assertNoUnacceptedRequest(senderId: number, recipientId: number): Promise<void> {
    const request = await this.requests.find(senderId, recipientId);
    if (request && request.status !== 'accepted') throw new ConflictError(ERRORS.connectionAfterMessageRequest);
  }

  /** A block between the two ends their requests as declined, so that lifting it reopens nothing. */
  private async endOnBlock(a: number, b: number): Promise<void> {
    if (!(await this.connections.areBlocked(a, b))) return;
    if (await this.requests.declineBetween(a, b)) {
      await this.announcePending(a);
      await this.announcePending(b);
    }
  }

  /** Her requests changed and are stored: her count is dropped everywhere before it is read for her tabs. */
  private async announcePending(recipientId: number): Promise<void> {
    this.counts.changed(recipientId);
    this.live.toUsers([recipientId], LIVE_EVENTS.messageRequests, { pendingCount: await this.pendingCount(recipientId) });
  }
}
