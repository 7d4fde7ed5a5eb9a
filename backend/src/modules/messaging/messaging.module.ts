import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConnectionsModule } from '../connections/connections.module';
import { UsersModule } from '../users/users.module';
import { ConversationEntity } from './entities/conversation.entity';
import { MessageEntity } from './entities/message.entity';
import { MessagingController } from './messaging.controller';
import { MessagingRepository } from './messaging.repository';
import { MessagingService } from './messaging.service';
import { UnreadTotalsService } from './unread-totals.service';

@Module({
  imports: [TypeOrmModule.forFeature([MessageEntity, ConversationEntity]), ConnectionsModule, UsersModule],
  controllers: [MessagingController],
  providers: [MessagingRepository, MessagingService, UnreadTotalsService],
})
export class MessagingModule {}
