import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LanguageModelModule } from '../../language-model/language-model.module';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { CareersModule } from '../careers/careers.module';
import { PracticeModule } from '../credentials/practice/practice.module';
import { UsersModule } from '../users/users.module';
import { ChatController } from './chat.controller';
import { ChatPersonalDataModule } from './chat-personal-data.module';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ChatMessageEntity } from './entities/chat-message.entity';

/** The career assistant and the conversation each nurse keeps with it. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ChatMessageEntity]),
    CareersModule,
    PracticeModule,
    UsersModule,
    RateLimitModule,
    LanguageModelModule,
    ChatPersonalDataModule,
  ],
  controllers: [ChatController],
  providers: [ChatRepository, ChatService],
})
export class ChatModule {}
