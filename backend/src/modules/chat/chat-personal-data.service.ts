import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { personalRecord } from '../../personal-data/personal-data-records';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { ChatRepository } from './chat.repository';
import { ChatMessageEntity } from './entities/chat-message.entity';

/** What she asked the career assistant and what it answered: the `career-assistant` section of her data. */
@Injectable()
export class ChatPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'career-assistant';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly chat: ChatRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'chat.json',
        description: 'your questions to the career assistant and its answers, with the specialties and actions it suggested',
      },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    await archive.json(
      'chat.json',
      (await this.chat.allOf(userId)).map((message) => personalRecord(message, ['user', 'userId'])),
    );
  }

  erase(userId: number): Promise<void> {
    return this.rows.deleteRows(userId, [{ entity: ChatMessageEntity, column: 'userId' }]);
  }
}
