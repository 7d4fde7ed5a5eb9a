import { Injectable } from '@nestjs/common';
import { decodeIdCursor, keysetPage } from '../../common/page-cursor';
import { UnitOfWork } from '../../database/unit-of-work.service';
import type { StoredGroupMessage } from '../../events/domain-events';
import type { PageRequest } from '../connections/connections.service';
import type { UserEntity } from '../users/entities/user.entity';
import { AttachmentLinksService } from './attachments/attachment-links.service';
import { toMessageAttachmentDto } from './attachments/message-attachment.mapper';
import { MessageAttachmentsService } from './attachments/message-attachments.service';
import { ContactSettingsService } from './contact-settings.service';
import type { GroupThreadPageDto, SentGroupMessageDto } from './dto/groups.dto';
import type { MessageEntity } from './entities/message.entity';
import { GroupsRepository } from './groups.repository';
import { GroupsService } from './groups.service';
import { MessageReactionsService } from './message-reactions.service';
import { MessagingRepository } from './messaging.repository';
import { draftOf, type WrittenMessage } from './patient-information-guard';
import { TypingService } from './typing.service';

const FIRST_PAGE = Number.MAX_SAFE_INTEGER;

/** A stored group message as its thread and live event show it. */
export function toGroupMessageDto(
  message: MessageEntity,
  sender: { name: string; profileImage: string | null },
): StoredGroupMessage & { readAt: null } {
  return {
    id: message.id,
    fromUserId: message.fromUserId,
    toUserId: null,
    groupId: message.groupId!,
    fromUserName: sender.name,
    fromUserProfileImage: sender.profileImage,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    readAt: null,
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Messages in a group: sending (the same guard and attachments as a private message), the thread since
 * she joined without the messages of anyone across a block from her, read marks as "read by N", typing.
 */
@Injectable()
export class GroupMessagesService {
  constructor(
    private readonly groups: GroupsService,
    private readonly groupRows: GroupsRepository,
    private readonly messaging: MessagingRepository,
    private readonly attachments: MessageAttachmentsService,
    private readonly links: AttachmentLinksService,
    private readonly reactions: MessageReactionsService,
    private readonly typingSignals: TypingService,
    private readonly contactSettings: ContactSettingsService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * One transaction: the idempotency claim (the unit of work's commit participant), the message, its
   * attachments, the group's latest message, every recipient's unread count in one statement, and the
   * `group-message-sent` event that live delivery and notifications follow.
   */
  async send(sender: UserEntity, groupId: number, written: WrittenMessage): Promise<SentGroupMessageDto> {
    await this.groups.memberOf(sender.id, groupId);
    const attachmentIds = written.attachmentIds ?? [];
    const attached = await this.attachments.pendingFor(sender.id, attachmentIds);
    const draft = draftOf(sender.id, null, written, {
      count: attached.length,
      photos: attached.filter((attachment) => attachment.kind === 'image').length,
    });
    const dto = await this.unitOfWork.run(async (tx) => {
      // Read in the transaction: a member removed meanwhile cannot send.
      const { group } = await this.groups.memberOf(sender.id, groupId, tx);
      const message = await this.messaging.insertInGroup({ ...draft, groupId }, tx);
      await this.attachments.claim(attachmentIds, sender.id, message.id, tx);
      await this.groupRows.countMessage(groupId, sender.id, message.id, tx);
      const audience = await this.groupRows.audienceOf(groupId, sender.id, tx);
      const muted = new Set(await this.groupRows.mutedMembers(groupId, tx));
      const stored = toGroupMessageDto(message, sender);
      tx.record({
        type: 'group-message-sent',
        message: stored,
        groupName: group.name,
        audienceIds: audience,
        notifyIds: audience.filter((id) => id !== sender.id && !muted.has(id)),
      });
      return stored;
    });
    return { ok: true, ...dto };
  }

  async thread(userId: number, groupId: number, { cursor, pageSize }: PageRequest): Promise<GroupThreadPageDto> {
    const { member } = await this.groups.memberOf(userId, groupId);
    const beforeId = cursor === undefined ? FIRST_PAGE : decodeIdCursor(cursor);
    const rows = await this.groupRows.thread(groupId, member, beforeId, pageSize + 1);
    const page = keysetPage(rows, pageSize, (message) => [message.id]);
    const messages = page.items.reverse();
    const ids = messages.map((message) => message.id);
    const [reactions, attachments, readMarks] = await Promise.all([
      this.reactions.forMessages(ids),
      this.attachments.ofMessages(ids),
      this.readMarksShownTo(groupId, userId),
    ]);
    const now = new Date();
    const linkTo = (attachmentId: number, variant: 'original' | 'thumbnail') => this.links.linkFor(attachmentId, variant, userId, now);
    return {
      items: messages.map((message) => ({
        ...toGroupMessageDto(message, { name: message.fromUserName, profileImage: message.fromUserProfileImage }),
        reactions: reactions.get(message.id) ?? [],
        attachments: (attachments.get(message.id) ?? []).map((attachment) => toMessageAttachmentDto(attachment, linkTo)),
        readByCount: message.fromUserId === userId ? readMarks.filter((mark) => mark >= message.id).length : 0,
      })),
      pageSize,
      nextCursor: page.nextCursor,
    };
  }

  /**
   * The read marks "read by N" counts on her messages: as in a pair, only while she shows read receipts,
   * and only of the members who show theirs (and none across a block from her).
   */
  private async readMarksShownTo(groupId: number, userId: number): Promise<number[]> {
    if (!(await this.contactSettings.of(userId)).readReceipts) return [];
    const marks = await this.groupRows.readMarksSeenBy(groupId, userId);
    const shown = await Promise.all(marks.map(async (mark) => (await this.contactSettings.of(mark.userId)).readReceipts));
    return marks.filter((_, index) => shown[index]).map((mark) => mark.lastReadMessageId);
  }

  /** Her read mark moves to the group's latest message (and, through `group-read`, her notifications of it). */
  async markRead(userId: number, groupId: number): Promise<number> {
    await this.groups.memberOf(userId, groupId);
    return this.unitOfWork.run(async (tx) => {
      const marked = await this.groupRows.markRead(groupId, userId, tx);
      tx.record({ type: 'group-read', groupId, readerId: userId, marked });
      return marked;
    });
  }

  async typing(userId: number, groupId: number): Promise<void> {
    await this.groups.memberOf(userId, groupId);
    await this.typingSignals.typingInGroup(userId, groupId);
  }
}
