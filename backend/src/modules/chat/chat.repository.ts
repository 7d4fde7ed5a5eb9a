import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ChatMessageEntity } from './entities/chat-message.entity';

/** Data access for the assistant conversations. */
@Injectable()
export class ChatRepository {
  constructor(@InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>) {}

  save(message: Omit<ChatMessageEntity, 'id' | 'createdAt' | 'user'>): Promise<ChatMessageEntity> {
    return this.messages.save(this.messages.create(message));
  }

  /** Her latest `limit` messages, newest first. */
  /** Her whole history with the assistant, oldest first. */
  allOf(userId: number): Promise<ChatMessageEntity[]> {
    return this.messages.find({ where: { userId }, order: { id: 'ASC' } });
  }

  latestOf(userId: number, limit: number): Promise<ChatMessageEntity[]> {
    return this.messages.find({ where: { userId }, order: { id: 'DESC' }, take: limit });
  }
}
