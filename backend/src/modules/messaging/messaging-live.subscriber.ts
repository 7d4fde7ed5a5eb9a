import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE_EVENTS } from '@nurse/domain';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { LiveEventsService } from '../../live/live-events.service';
import { MessageRequestCountsService } from './message-request-counts.service';
import { GroupsRepository } from './groups.repository';
import { MessagingService } from './messaging.service';
import { UnreadTotalsService } from './unread-totals.service';

/**
 * What the nurses' open tabs hear once a message, a request, a read mark or a mute is stored: the
 * message itself (to both, since the sender may have the thread open elsewhere), the new unread total
 * and waiting-request count (read after their caches dropped), read marks, reactions, edits and deletions, and typing;
 * in groups the same to the members who may read the sender, and `group-changed` / `group-removed`.
 */
@Injectable()
export class MessagingLiveSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly live: LiveEventsService,
    private readonly unreadTotals: UnreadTotalsService,
    private readonly requestCounts: MessageRequestCountsService,
    private readonly messaging: MessagingService,
    private readonly groups: GroupsRepository,
  ) {}

  onModuleInit(): void {
    const { events, live } = this;
    events.on('message-sent', 'after-commit', async ({ message }) => {
      live.toUsers([message.fromUserId, message.toUserId], LIVE_EVENTS.message, message);
      await this.announceUnread(message.toUserId);
    });
    events.on('message-request-sent', 'after-commit', async ({ message }) => {
      live.toUsers([message.fromUserId], LIVE_EVENTS.message, message);
      await this.announcePending(message.toUserId);
    });
    events.on('message-request-answered', 'after-commit', async ({ senderId, recipientId, accepted }) => {
      if (accepted) {
        await this.announceUnread(recipientId);
        // The sender's open thread learns that she may write freely now (a decline is not told).
        await this.announcePending(senderId);
      }
      await this.announcePending(recipientId);
    });
    events.on('message-requests-ended', 'after-commit', async ({ nurseIds }) => {
      for (const nurseId of nurseIds) await this.announcePending(nurseId);
    });
    events.on('messages-read', 'after-commit', async ({ readerId, otherUserId, marked }) => {
      if (marked === 0) return;
      const readMarksShown = await this.messaging.readMarksShown(readerId, otherUserId);
      live.toUsers(readMarksShown ? [readerId, otherUserId] : [readerId], LIVE_EVENTS.read, { readerId, otherUserId });
      await this.announceUnread(readerId);
    });
    events.on('message-reactions-changed', 'after-commit', ({ messageId, memberIds }) =>
      live.toUsers(memberIds, LIVE_EVENTS.reactions, { messageId }),
    );
    // An edit or a deletion changes the thread and, when it was the last message, the conversation preview.
    for (const type of ['message-edited', 'message-deleted'] as const) {
      events.on(type, 'after-commit', ({ messageId, memberIds }) => live.toUsers(memberIds, LIVE_EVENTS.messageChanged, { messageId }));
    }
    events.on('conversation-muted', 'after-commit', ({ ownerId }) => this.announceUnread(ownerId));
    events.on('group-message-sent', 'after-commit', async ({ message, audienceIds }) => {
      live.toUsers(audienceIds, LIVE_EVENTS.message, message);
      await Promise.all(audienceIds.filter((nurseId) => nurseId !== message.fromUserId).map((nurseId) => this.announceUnread(nurseId)));
    });
    events.on('group-read', 'after-commit', async ({ groupId, readerId, marked }) => {
      if (marked === 0) return;
      const others = (await this.groups.audienceOf(groupId, readerId)).filter((id) => id !== readerId);
      live.toUsers(others, LIVE_EVENTS.read, { readerId, groupId });
      await this.announceUnread(readerId);
    });
    events.on('group-changed', 'after-commit', async ({ groupId, memberIds, removedIds }) => {
      live.toUsers(memberIds, LIVE_EVENTS.groupChanged, { groupId });
      live.toUsers(removedIds, LIVE_EVENTS.groupRemoved, { groupId });
      for (const nurseId of removedIds) await this.announceUnread(nurseId);
    });
    events.on('group-muted', 'after-commit', ({ ownerId }) => this.announceUnread(ownerId));
    events.on('group-typing', 'after-commit', ({ groupId, typistId, recipientIds }) =>
      live.toUsers(recipientIds, LIVE_EVENTS.typing, { userId: typistId, groupId }),
    );
    events.on('nurse-typing', 'after-commit', ({ typistId, otherUserId }) =>
      live.toUsers([otherUserId], LIVE_EVENTS.typing, { userId: typistId }),
    );
  }

  private async announceUnread(nurseId: number): Promise<void> {
    this.live.toUsers([nurseId], LIVE_EVENTS.unread, { unreadCount: await this.unreadTotals.of(nurseId) });
  }

  private async announcePending(nurseId: number): Promise<void> {
    this.live.toUsers([nurseId], LIVE_EVENTS.messageRequests, { pendingCount: await this.requestCounts.of(nurseId) });
  }
}
