import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsModule } from '../connections/connections.module';
import { UsersModule } from '../users/users.module';
import { MessageAttachmentsModule } from './attachments/message-attachments.module';
import { ContactRulesService } from './contact-rules.service';
import { ContactSettingsController } from './contact-settings.controller';
import { ContactStandingController } from './contact-standing.controller';
import { ContactSettingsRepository } from './contact-settings.repository';
import { ContactSettingsService } from './contact-settings.service';
import { ConversationMutesController } from './conversation-mutes.controller';
import { ConversationMutesService } from './conversation-mutes.service';
import { ContactSettingsEntity } from './entities/contact-settings.entity';
import { ConversationEntity } from './entities/conversation.entity';
import { MessageRequestEntity } from './entities/message-request.entity';
import { MessageEntity } from './entities/message.entity';
import { MessageReactionEntity } from './entities/message-reaction.entity';
import { MessageGroupEntity } from './entities/message-group.entity';
import { MessageGroupMemberEntity } from './entities/message-group-member.entity';
import { GroupMessagesService } from './group-messages.service';
import { GroupsController } from './groups.controller';
import { GroupsRepository } from './groups.repository';
import { GroupsService } from './groups.service';
import { MessageAccessModule } from './message-access.module';
import { MutedConversationEntity } from './entities/muted-conversation.entity';
import { MessageChangesController } from './message-changes.controller';
import { MessageChangesService } from './message-changes.service';
import { MessageRequestCountsService } from './message-request-counts.service';
import { MessageRequestsController } from './message-requests.controller';
import { MessageRequestsRepository } from './message-requests.repository';
import { MessageRequestsService } from './message-requests.service';
import { MessageReactionsController } from './message-reactions.controller';
import { MessageReactionsRepository } from './message-reactions.repository';
import { MessageReactionsService } from './message-reactions.service';
import { MessageSearchController } from './message-search.controller';
import { MessageSearchRepository } from './message-search.repository';
import { MessageSearchService } from './message-search.service';
import { MessagingController } from './messaging.controller';
import { MessagingLiveSubscriber } from './messaging-live.subscriber';
import { MessagingPersonalDataModule } from './messaging-personal-data.module';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';
import { MutedConversationsRepository } from './muted-conversations.repository';
import { TypingService } from './typing.service';
import { UnreadTotalsService } from './unread-totals.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      MessageEntity,
      MessageReactionEntity,
      ConversationEntity,
      ContactSettingsEntity,
      MessageRequestEntity,
      MutedConversationEntity,
      MessageGroupEntity,
      MessageGroupMemberEntity,
    ]),
    ConnectionsModule,
    MessageAccessModule,
    UsersModule,
    MessageAttachmentsModule,
    MessagingPersonalDataModule,
  ],
  controllers: [
    MessagingController,
    MessageSearchController,
    MessageReactionsController,
    MessageChangesController,
    MessageRequestsController,
    ConversationMutesController,
    ContactSettingsController,
    ContactStandingController,
    GroupsController,
  ],
  providers: [
    MessagingRepository,
    MessagingService,
    UnreadTotalsService,
    ContactSettingsRepository,
    ContactSettingsService,
    ContactRulesService,
    MessageRequestsRepository,
    MessageRequestsService,
    MessageRequestCountsService,
    MutedConversationsRepository,
    ConversationMutesService,
    TypingService,
    MessageReactionsRepository,
    MessageReactionsService,
    MessageChangesService,
    MessagingLiveSubscriber,
    MessageSearchRepository,
    MessageSearchService,
    GroupsRepository,
    GroupsService,
    GroupMessagesService,
  ],
  exports: [UnreadTotalsService, MessageRequestsService],
})
export class MessagingModule {}
