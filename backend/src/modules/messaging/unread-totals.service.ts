import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { GroupsRepository } from './groups.repository';
import { MessagingRepository } from './messaging.repository';
import { NurseCounts, type CountChanges } from './nurse-counts';

/**
 * Each nurse's unread total (the Messages badge): her conversations' and her groups' unread counts,
 * muted ones left out, cached as nurse-counts.ts says: dropped on a message to her (in a pair or a
 * group), a request of hers accepted, her read marks, her mutes and her leaving a group.
 */
@Injectable()
export class UnreadTotalsService extends NurseCounts {
  protected readonly changedBy: CountChanges = {
    'message-sent': ({ message }) => [message.toUserId],
    'message-request-answered': ({ recipientId, accepted }) => (accepted ? [recipientId] : []),
    'messages-read': ({ readerId, marked }) => (marked > 0 ? [readerId] : []),
    'conversation-muted': ({ ownerId }) => [ownerId],
    'group-message-sent': ({ message, audienceIds }) => audienceIds.filter((id) => id !== message.fromUserId),
    'group-read': ({ readerId, marked }) => (marked > 0 ? [readerId] : []),
    'group-muted': ({ ownerId }) => [ownerId],
    'group-changed': ({ removedIds }) => removedIds,
  };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly messaging: MessagingRepository,
    private readonly groups: GroupsRepository,
    events: DomainEventBus,
  ) {
    super(config, events);
  }

  protected async read(nurseId: number): Promise<number> {
    const [pairs, groups] = await Promise.all([this.messaging.unreadTotal(nurseId), this.groups.unreadTotal(nurseId)]);
    return pairs + groups;
  }
}
