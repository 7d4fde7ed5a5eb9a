import { Injectable } from '@nestjs/common';
import { ERRORS, MESSAGE_ATTACHMENT_TEXTS } from '@nurse/domain';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import { decodeIdCursor, keysetPage } from '../../common/page-cursor';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { ConnectionsService, type PageRequest } from '../connections/connections.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { ContactRulesService } from './contact-rules.service';
import { ContactSettingsService } from './contact-settings.service';
import { ConversationMutesService } from './conversation-mutes.service';
import type { MessageEntity } from './entities/message.entity';
import { toMessageDto } from './message.mapper';
import { MessageReactionsService } from './message-reactions.service';
import { MessagingRepository, type PairMessageDraft } from './messaging.repository';
import { draftOf, type WrittenMessage } from './patient-information-guard';
import { MessageRequestsService } from './message-requests.service';
import { UnreadTotalsService } from './unread-totals.service';
import { MessageAttachmentsService } from './attachments/message-attachments.service';

const FIRST_PAGE = Number.MAX_SAFE_INTEGER;
const beforeIdOf = (cursor: string | undefined) => (cursor === undefined ? FIRST_PAGE : decodeIdCursor(cursor));

/**
 * Private messages between live nurses in a conversation (connected, or one accepted the other's
 * message request), first messages as requests when her contact policy admits the sender, read marks
 * and unread counts.
 */
@Injectable()
export class MessagingService {
  constructor(
    private readonly messaging: MessagingRepository,
    private readonly connections: ConnectionsService,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly unreadTotals: UnreadTotalsService,
    private readonly rules: ContactRulesService,
    private readonly requests: MessageRequestsService,
    private readonly contactSettings: ContactSettingsService,
    private readonly mutes: ConversationMutesService,
    private readonly reactions: MessageReactionsService,
    private readonly attachments: MessageAttachmentsService,
  ) {}

  async send(sender: UserEntity, toUserId: number, written: WrittenMessage): Promise<MessageEntity> {
    const recipient = await this.users.getById(toUserId);
    if (recipient.accountStatus !== 'live') throw new ForbiddenError(ERRORS.nurseUnavailable);
    const attachmentIds = written.attachmentIds ?? [];
    const attached = await this.attachments.pendingFor(sender.id, attachmentIds);
    const draft = draftOf(sender.id, toUserId, written, {
      count: attached.length,
      photos: attached.filter((attachment) => attachment.kind === 'image').length,
    });
    switch (await this.rules.standing(sender.id, toUserId)) {
      case 'conversation':
        return this.deliver(sender, draft, attachmentIds);
      case 'request':
        // A stranger's first message carries no photo or file: she sees only words until she accepts.
        if (attachmentIds.length > 0) {
          throw new InvalidInputError(MESSAGE_ATTACHMENT_TEXTS.notInRequests, [
            { field: 'attachmentIds', message: MESSAGE_ATTACHMENT_TEXTS.notInRequests },
          ]);
        }
        return this.requests.create(sender, draft);
      // Pending or declined: the same answer, so that she is not told which.
      case 'awaiting-answer':
        throw new ConflictError(ERRORS.messageRequestPending);
      case 'asked-by-other':
        throw new ConflictError(ERRORS.messageRequestFromOther);
      case 'refused':
        throw new ForbiddenError(ERRORS.messageOnlyConnections);
    }
  }

  /**
   * One transaction: the message, its attachments, both sides of the conversation with her unread
   * count, and (through `message-sent`) her notification unless she muted the conversation.
   */
  private async deliver(sender: UserEntity, draft: PairMessageDraft, attachmentIds: readonly number[]): Promise<MessageEntity> {
    const notify = !(await this.mutes.isMuted(draft.toUserId, sender.id));
    return this.unitOfWork.run(async (tx) => {
      const message = await this.messaging.insert(draft, tx);
      await this.attachments.claim(attachmentIds, sender.id, message.id, tx);
      tx.record({ type: 'message-sent', message: { ...toMessageDto(message), toUserId: draft.toUserId }, senderName: sender.name, notify });
      return message;
    });
  }

  /** A page of the pair's messages in the order sent: the latest first, `nextCursor` for the ones before. */
  async thread(userId: number, otherUserId: number, { cursor, pageSize }: PageRequest) {
    // A block closes the conversation for both: each is not found by the other.
    if (await this.connections.areBlocked(userId, otherUserId)) throw new NotFoundError(ERRORS.userNotFound);
    const rows = await this.messaging.thread(userId, otherUserId, beforeIdOf(cursor), pageSize + 1);
    const page = keysetPage(rows, pageSize, (message) => [message.id]);
    // When the other read hers is shown only while both show read marks; when she read theirs is her own.
    const readMarksShown = await this.readMarksShown(userId, otherUserId);
    const messages = page.items
      .reverse()
      .map((message) => (readMarksShown || message.fromUserId !== userId ? message : { ...message, readAt: null }));
    const ids = messages.map((message) => message.id);
    const [reactions, attachments] = await Promise.all([this.reactions.forMessages(ids), this.attachments.ofMessages(ids)]);
    const items = messages.map((message) => ({
      message,
      reactions: reactions.get(message.id) ?? [],
      attachments: attachments.get(message.id) ?? [],
    }));
    return { ...page, items };
  }

  /** Her read marks on what the other sent her, and (through `messages-read`) her notifications of it. */
  async markRead(readerId: number, otherUserId: number): Promise<number> {
    return this.unitOfWork.run(async (tx) => {
      const marked = await this.messaging.markRead(readerId, otherUserId, tx);
      tx.record({ type: 'messages-read', readerId, otherUserId, marked });
      return marked;
    });
  }

  /**
   * Whether each of the two sees when the other read what they sent: only in a conversation (never on
   * a request that waits or was declined) and only while both show read marks.
   */
  async readMarksShown(a: number, b: number): Promise<boolean> {
    return (await this.contactSettings.bothShowReceipts(a, b)) && (await this.rules.inConversation(a, b));
  }

  async conversations(ownerId: number, { cursor, pageSize }: PageRequest) {
    const rows = await this.messaging.conversationsOf(ownerId, beforeIdOf(cursor), pageSize + 1);
    return keysetPage(rows, pageSize, (conversation) => [conversation.lastMessageId]);
  }

  async unreadFrom(ownerId: number, otherUserId: number): Promise<number> {
    if (await this.connections.areBlocked(ownerId, otherUserId)) return 0;
    return this.messaging.unreadFrom(ownerId, otherUserId);
  }

  unreadTotal(ownerId: number): Promise<number> {
    return this.unreadTotals.of(ownerId);
  }
}
