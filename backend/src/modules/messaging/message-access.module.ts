import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsModule } from '../connections/connections.module';
import { MessageGroupMemberEntity } from './entities/message-group-member.entity';
import { MessageRequestEntity } from './entities/message-request.entity';
import { MessageEntity } from './entities/message.entity';
import { MessageAccessRepository } from './message-access.repository';
import { MessageAccessService } from './message-access.service';
import { MessageRequestsRepository } from './message-requests.repository';

/** The message access policy on its own, for the messaging module and the attachments module beneath it. */
@Module({
  imports: [TypeOrmModule.forFeature([MessageEntity, MessageGroupMemberEntity, MessageRequestEntity]), ConnectionsModule],
  providers: [MessageAccessService, MessageAccessRepository, MessageRequestsRepository],
  exports: [MessageAccessService],
})
export class MessageAccessModule {}
