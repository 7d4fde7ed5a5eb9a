import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { MessageRequestsRepository } from './message-requests.repository';
import { NurseCounts, type CountChanges } from './nurse-counts';

/**
 * How many message requests wait for each nurse's answer (part of the Messages badge), cached as
 * nurse-counts.ts says: dropped when a request to her is stored, answered or ended.
 */
@Injectable()
export class MessageRequestCountsService extends NurseCounts {
  protected readonly changedBy: CountChanges = {
    'message-request-sent': ({ message }) => [message.toUserId],
    'message-request-answered': ({ senderId, recipientId }) => [senderId, recipientId],
    'message-requests-ended': ({ nurseIds }) => nurseIds,
  };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly requests: MessageRequestsRepository,
    events: DomainEventBus,
  ) {
    super(config, events);
  }

  protected read(recipientId: number): Promise<number> {
    return this.requests.countPendingFor(recipientId);
  }
}
