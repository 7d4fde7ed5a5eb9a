import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatPersonalData } from './chat-personal-data.service';
import { ChatRepository } from './chat.repository';
import { ChatMessageEntity } from './entities/chat-message.entity';

/** Her career assistant history's section of her data, without routes: for the API and for the worker that builds her archive. */
@Module({ imports: [TypeOrmModule.forFeature([ChatMessageEntity])], providers: [ChatRepository, ChatPersonalData] })
export class ChatPersonalDataModule {}
