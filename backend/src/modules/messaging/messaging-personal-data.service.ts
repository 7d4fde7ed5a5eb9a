import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { UsersRepository } from '../users/users.repository';
import { ContactSettingsService } from './contact-settings.service';
import type { MessageEntity } from './entities/message.entity';
import { MessageReactionsRepository, type ReactionRow } from './message-reactions.repository';
import { MessagingRepository } from './messaging.repository';
import { MutedConversationsRepository } from './muted-conversations.repository';

/** Messages are read this many at a time: a nurse with years of messages is never read at once. */
const PAGE = 1000;

/** One message as her archive holds it. Further parts of a message (its attachments) are added here. */
export interface ArchivedMessage {
  id: number;
  direction: 'sent' | 'received';
  text: string;
  sentAt: Date;
  readAt: Date | null;
  reactions: { by: 'you' | 'them'; reaction: string }[];
}

export interface ArchivedConversation {
  otherNurse: { id: number; name: string | null };
  messages: ArchivedMessage[];
}

/** A message she sent or received, with the reactions left on it. */
export function archivedMessage(userId: number, message: MessageEntity, reactions: readonly ReactionRow[]): ArchivedMessage {
  return {
    id: message.id,
    direction: message.fromUserId === userId ? 'sent' : 'received',
    text: message.content,
    sentAt: message.createdAt,
    readAt: message.readAt,
    reactions: reactions.map((row) => ({ by: row.userId === userId ? 'you' : 'them', reaction: row.reaction })),
  };
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
    private readonly messages: MessagingRepository,
    private readonly reactions: MessageReactionsRepository,
    private readonly contactSettings: ContactSettingsService,
    private readonly muted: MutedConversationsRepository,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'conversations.json',
        description:
          'your conversations, one per nurse you wrote with: each message you sent or received, its text, when it was sent and read, and the reactions left on it',
      },
      { path: 'contact-settings.json', description: 'who may start a conversation with you, and whether you show read receipts' },
      { path: 'muted-conversations.json', description: 'the conversations you muted' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const byOther = new Map<number, ArchivedMessage[]>();
    for (let afterId = 0; ;) {
      const page = await this.messages.historyPage(userId, afterId, PAGE);
      if (page.length === 0) break;
      const reactions = await this.reactions.forMessages(page.map((message) => message.id));
      const reactionsOf = new Map<number, ReactionRow[]>();
      for (const row of reactions) reactionsOf.set(row.messageId, [...(reactionsOf.get(row.messageId) ?? []), row]);
      for (const message of page) {
        const otherId = message.fromUserId === userId ? message.toUserId : message.fromUserId;
        const list = byOther.get(otherId) ?? [];
        list.push(archivedMessage(userId, message, reactionsOf.get(message.id) ?? []));
        byOther.set(otherId, list);
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
    await archive.json('contact-settings.json', await this.contactSettings.of(userId));
    await archive.json(
      'muted-conversations.json',
      (await this.muted.mutedBy(userId)).map(({ user }) => ({ nurseId: user.id, name: user.name })),
    );
  }
}
