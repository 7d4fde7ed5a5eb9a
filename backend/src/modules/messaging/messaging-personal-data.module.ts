import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../../uploads/uploads.module';
import { UserDirectoryModule } from '../users/user-directory.module';
import { MessageAttachmentsRepository } from './attachments/message-attachments.repository';
import { ContactSettingsRepository } from './contact-settings.repository';
import { ContactSettingsService } from './contact-settings.service';
import { ContactSettingsEntity } from './entities/contact-settings.entity';
import { MessageAttachmentEntity } from './entities/message-attachment.entity';
import { MessageReactionEntity } from './entities/message-reaction.entity';
import { MessageEntity } from './entities/message.entity';
import { MutedConversationEntity } from './entities/muted-conversation.entity';
import { MessageReactionsRepository } from './message-reactions.repository';
import { MessagingPersonalData } from './messaging-personal-data.service';
import { MessageGroupEntity } from './entities/message-group.entity';
import { MessageGroupMemberEntity } from './entities/message-group-member.entity';
import { GroupsRepository } from './groups.repository';
import { MessagingRepository } from './messaging.repository';
import { MutedConversationsRepository } from './muted-conversations.repository';

/** Her messages' section of her data, without routes: for the API and for the worker that builds her archive. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MessageEntity,
      MessageReactionEntity,
      MessageAttachmentEntity,
      ContactSettingsEntity,
      MutedConversationEntity,
      MessageGroupEntity,
      MessageGroupMemberEntity,
    ]),
    UserDirectoryModule,
    UploadsModule,
  ],
  providers: [
    MessagingRepository,
    MessageReactionsRepository,
    MessageAttachmentsRepository,
    ContactSettingsRepository,
    ContactSettingsService,
    MutedConversationsRepository,
    GroupsRepository,
    MessagingPersonalData,
  ],
})
export class MessagingPersonalDataModule {}
