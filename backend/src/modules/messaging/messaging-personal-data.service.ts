import { Injectable, type OnModuleInit } from '@nestjs/common';
import { archiveFileName } from '../../personal-data/personal-data-archive';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { MediaStorage } from '../../uploads/media-storage.service';
import { UsersRepository } from '../users/users.repository';
import { MessageAttachmentsRepository } from './attachments/message-attachments.repository';
import { ContactSettingsService } from './contact-settings.service';
import { ContactSettingsEntity } from './entities/contact-settings.entity';
import { ConversationEntity } from './entities/conversation.entity';
import { MessageAttachmentEntity } from './entities/message-attachment.entity';
import { MessageReactionEntity } from './entities/message-reaction.entity';
import { MessageRequestEntity } from './entities/message-request.entity';
import { MutedConversationEntity } from './entities/muted-conversation.entity';
import type { MessageEntity } from './entities/message.entity';
import { MessageReactionsRepository, type ReactionRow } from './message-reactions.repository';
import { GroupsRepository } from './groups.repository';
import { MessagingRepository } from './messaging.repository';
import { MutedConversationsRepository } from './muted-conversations.repository';

/** Messages are read this many at a time: a nurse with years of messages is never read at once. */
const PAGE = 1000;

/** A photo or PDF of a message, and where in her archive its file is. */
export interface ArchivedAttachment {
  name: string;
  type: string;
  bytes: number;
  file: string;
}

/** One message as her archive holds it. */
export interface ArchivedMessage {
  id: number;
  direction: 'sent' | 'received';
  text: string;
  sentAt: Date;
  readAt: Date | null;
  reactions: { by: 'you' | 'them'; reaction: string }[];
  attachments: ArchivedAttachment[];
}

/** Where an attachment's file is in her archive: by its id, so two files of the same name never meet. */
export const attachmentPath = (attachment: Pick<MessageAttachmentEntity, 'id' | 'filename'>): string =>
  `attachments/${attachment.id}-${archiveFileName(attachment.filename, 'attachment')}`;

export interface ArchivedConversation {
  otherNurse: { id: number; name: string | null };
  messages: ArchivedMessage[];
}

/** A group she is in, or one she sent messages to and has left. */
export interface ArchivedGroup {
  group: { id: number; name: string };
  member: boolean;
  /** The other members she shares it with (none across a block from her); empty once she left. */
  members: { id: number; name: string }[];
  /** What she sent there, and what others sent since she joined that she may read. */
  messages: ArchivedMessage[];
}

/** A message she sent or received, with the reactions left on it and its attachments. */
export function archivedMessage(
  userId: number,
  message: MessageEntity,
  reactions: readonly ReactionRow[],
  attachments: readonly MessageAttachmentEntity[] = [],
): ArchivedMessage {
  return {
    id: message.id,
    direction: message.fromUserId === userId ? 'sent' : 'received',
    text: message.content,
    sentAt: message.createdAt,
    readAt: message.readAt,
    reactions: reactions.map((row) => ({ by: row.userId === userId ? 'you' : 'them', reaction: row.reaction })),
    attachments: attachments.map((attachment) => ({
      name: attachment.filename,
      type: attachment.mime,
      bytes: attachment.bytes,
      file: attachmentPath(attachment),
    })),
  };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/**
 * Her private messages, sent and received, by conversation (one per nurse she wrote with), and her
 * contact settings: the `messages` section of her data. Only messages she sent or received are read, so a
 * conversation between two other nurses is never in it.
 */
@Injectable()
export class MessagingPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'messages';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly messages: MessagingRepository,
    private readonly reactions: MessageReactionsRepository,
    private readonly attachments: MessageAttachmentsRepository,
    private readonly storage: MediaStorage,
    private readonly contactSettings: ContactSettingsService,
    private readonly muted: MutedConversationsRepository,
    private readonly users: UsersRepository,
    private readonly groups: GroupsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'conversations.json',
        description:
          'your conversations, one per nurse you wrote with: each message you sent or received, its text, when it was sent and read, the reactions left on it and its photos and files',
      },
      { path: 'attachments/', description: 'the photos and PDFs of those messages, each named by its id and the name it was sent with' },
      {
        path: 'groups.json',
        description:
          'your group conversations: each group you are in with its name and the members you share it with, the messages you sent there and those you received, ' +
          'and the messages you sent to groups you have left',
      },
      { path: 'contact-settings.json', description: 'who may start a conversation with you, and whether you show read receipts' },
      { path: 'muted-conversations.json', description: 'the conversations you muted' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const byOther = new Map<number, ArchivedMessage[]>();
    const byGroup = new Map<number, ArchivedMessage[]>();
    for (let afterId = 0; ;) {
      const page = await this.messages.historyPage(userId, afterId, PAGE);
      if (page.length === 0) break;
      const reactions = await this.reactions.forMessages(page.map((message) => message.id));
      const reactionsOf = groupBy(reactions, (row) => row.messageId);
      const attachments = await this.attachments.ofMessages(page.map((message) => message.id));
      const attachmentsOf = groupBy(attachments, (attachment) => attachment.messageId!);
      for (const message of page) {
        if (message.groupId !== null) {
          const list = byGroup.get(message.groupId) ?? [];
          list.push(archivedMessage(userId, message, reactionsOf.get(message.id) ?? [], attachmentsOf.get(message.id) ?? []));
          byGroup.set(message.groupId, list);
          continue;
        }
        const otherId = message.fromUserId === userId ? message.toUserId! : message.fromUserId;
        const list = byOther.get(otherId) ?? [];
        list.push(archivedMessage(userId, message, reactionsOf.get(message.id) ?? [], attachmentsOf.get(message.id) ?? []));
        byOther.set(otherId, list);
      }
      for (const attachment of attachments) {
        const file = await this.storage.open('attachments', attachment.originalKey);
        if (file) await archive.file(attachmentPath(attachment), file.stream);
      }
      afterId = page[page.length - 1].id;
      if (page.length < PAGE) break;
    }
    const others = await this.users.publicProfiles([...byOther.keys()]);
    const nameOf = new Map(others.map((user) => [user.id, user.name]));
    const conversations: ArchivedConversation[] = [...byOther].map(([id, messages]) => ({
      otherNurse: { id, name: nameOf.get(id) ?? null },
      messages,
    }));
    await archive.json('conversations.json', conversations);
    await archive.json('groups.json', await this.groupsOf(userId, byGroup, archive));
    await archive.json('contact-settings.json', await this.contactSettings.of(userId));
    await archive.json(
      'muted-conversations.json',
      (await this.muted.mutedBy(userId)).map(({ user }) => ({ nurseId: user.id, name: user.name })),
    );
  }

  /**
   * Her groups: those she is in, with the members she shares them with and the messages she may read
   * there (her own came with her sent messages, `sentByGroup`), and the groups she left that hold
   * messages she sent.
   */
  private async groupsOf(
    userId: number,
    sentByGroup: Map<number, ArchivedMessage[]>,
    archive: PersonalDataSection,
  ): Promise<ArchivedGroup[]> {
    const memberships = await this.groups.groupsOf(userId);
    const archived: ArchivedGroup[] = [];
    for (const { group, member } of memberships) {
      const received: ArchivedMessage[] = [];
      for (let beforeId = Number.MAX_SAFE_INTEGER; ;) {
        const rows = await this.groups.thread(group.id, member, beforeId, PAGE);
        const page = rows.filter((message) => message.fromUserId !== userId);
        const ids = page.map((message) => message.id);
        const reactionsOf = groupBy(await this.reactions.forMessages(ids), (row) => row.messageId);
        const attachments = await this.attachments.ofMessages(ids);
        const attachmentsOf = groupBy(attachments, (attachment) => attachment.messageId!);
        for (const message of page) {
          received.push(archivedMessage(userId, message, reactionsOf.get(message.id) ?? [], attachmentsOf.get(message.id) ?? []));
        }
        for (const attachment of attachments) {
          const file = await this.storage.open('attachments', attachment.originalKey);
          if (file) await archive.file(attachmentPath(attachment), file.stream);
        }
        if (rows.length < PAGE) break;
        beforeId = rows[rows.length - 1].id;
      }
      const others = (await this.groups.audienceOf(group.id, userId)).filter((id) => id !== userId);
      const faces = await this.users.publicProfiles(others);
      archived.push({
        group: { id: group.id, name: group.name },
        member: true,
        members: faces.map((user) => ({ id: user.id, name: user.name })),
        messages: [...(sentByGroup.get(group.id) ?? []).filter((message) => message.id > member.visibleAfterId), ...received].sort(
          (a, b) => a.id - b.id,
        ),
      });
      sentByGroup.delete(group.id);
    }
    const left = await this.groups.namesOf([...sentByGroup.keys()]);
    for (const [groupId, messages] of sentByGroup) {
      archived.push({ group: { id: groupId, name: left.get(groupId) ?? '' }, member: false, members: [], messages });
    }
    return archived;
  }

  /**
   * Her side of her conversations: her list of conversations, her reactions, the photos and files she
   * sent (stored files first), message requests and mutes either way and her contact settings; she
   * leaves each of her groups as a member leaves one. The messages themselves stay: each is also in the
   * other nurses' conversations, where her account (a tombstone by then) shows as a deleted member.
   */
  async erase(userId: number): Promise<void> {
    const sent = { entity: MessageAttachmentEntity, column: 'ownerId' } as const;
    await this.storage.erase('attachments', await this.rows.valuesOf(sent, userId, 'thumbnailKey'));
    await this.storage.erase('attachments', await this.rows.valuesOf(sent, userId, 'originalKey'));
    for (const { group } of await this.groups.groupsOf(userId)) {
      await this.unitOfWork.run(async (tx) => {
        const remaining = await this.groups.leave(group.id, userId, tx);
        if (remaining) tx.record({ type: 'group-changed', groupId: group.id, memberIds: remaining, removedIds: [userId] });
      });
    }
    await this.groups.forgetAdder(userId);
    await this.rows.deleteRows(userId, [
      sent,
      { entity: MessageReactionEntity, column: 'userId' },
      { entity: MessageRequestEntity, column: 'senderId' },
      { entity: MessageRequestEntity, column: 'recipientId' },
      { entity: MutedConversationEntity, column: 'ownerId' },
      { entity: MutedConversationEntity, column: 'otherUserId' },
      { entity: ContactSettingsEntity, column: 'userId' },
      { entity: ConversationEntity, column: 'ownerId' },
    ]);
  }
}
