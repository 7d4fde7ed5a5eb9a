import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { MessagingRepository } from './messaging.repository';
import { NurseCounts, type CountChanges } from './nurse-counts';

/**
 * Each nurse's unread total (the Messages badge), cached as nurse-counts.ts says: dropped on a message
 * to her, a request of hers accepted, her read marks and her mutes.
 */
@Injectable()
export class UnreadTotalsService extends NurseCounts {
  protected readonly changedBy: CountChanges = {
    'message-sent': ({ message }) => [message.toUserId],
    'message-request-answered': ({ recipientId, accepted }) => (accepted ? [recipientId] : []),
    'messages-read': ({ readerId, marked }) => (marked > 0 ? [readerId] : []),
    'conversation-muted': ({ ownerId }) => [ownerId],
  };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly messaging: MessagingRepository,
    events: DomainEventBus,
  ) {
    super(config, events);
  }

  protected read(nurseId: number): Promise<number> {
    return this.messaging.unreadTotal(nurseId);
  }
}
