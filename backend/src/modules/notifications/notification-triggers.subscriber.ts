import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Transaction } from '../../database/transaction';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import type { DomainEventOf } from '../../events/domain-events';
import { NotificationsService } from './notifications.service';

/**
 * Who hears about what: the domain events that concern a nurse raise her notification, and the ones
 * that say she has seen something mark its notifications read, in the transaction of the write itself
 * (a notification is stored with its change, or neither is).
 */
@Injectable()
export class NotificationTriggersSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    const { events, notifications } = this;
    events.on('account-went-live', 'in-transaction', ({ userId }, tx) =>
      notifications.raiseWith(tx, { userId, category: 'account-live', subjectId: userId, actorName: null }),
    );
    events.on('connection-requested', 'in-transaction', ({ requesterId, requesterName, addresseeId }, tx) =>
      notifications.raiseWith(tx, {
        userId: addresseeId,
        category: 'connection-request',
        subjectId: requesterId,
        actorName: requesterName,
      }),
    );
    events.on('connection-answered', 'in-transaction', async ({ requesterId, addresseeId, addresseeName, accepted }, tx) => {
      await notifications.readAboutWith(tx, addresseeId, 'connection-request', requesterId);
      if (accepted) {
        await notifications.raiseWith(tx, {
          userId: requesterId,
          category: 'connection-accepted',
          subjectId: addresseeId,
          actorName: addresseeName,
        });
      }
    });
    // A message, or a first message as a request, from the sender, unless she muted the conversation.
    const messageFrom =
      (category: 'message' | 'message-request') =>
      async ({ message, senderName, notify }: DomainEventOf<'message-sent' | 'message-request-sent'>, tx: Transaction) => {
        if (notify) {
          await notifications.raiseWith(tx, { userId: message.toUserId, category, subjectId: message.fromUserId, actorName: senderName });
        }
      };
    events.on('message-sent', 'in-transaction', messageFrom('message'));
    events.on('message-request-sent', 'in-transaction', messageFrom('message-request'));
    // A group message: each member who may read the sender and did not mute the group; one row per group while unread.
    events.on('group-message-sent', 'in-transaction', ({ message, groupName, notifyIds }, tx) =>
      notifications.raiseManyWith(
        tx,
        notifyIds.map((userId) => ({
          userId,
          category: 'group-message' as const,
          subjectId: message.groupId,
          actorName: message.fromUserName,
          detail: groupName,
        })),
      ),
    );
    events.on('group-read', 'in-transaction', ({ groupId, readerId }, tx) =>
      notifications.readAboutWith(tx, readerId, 'group-message', groupId),
    );
    events.on('message-request-answered', 'in-transaction', ({ senderId, recipientId }, tx) =>
      notifications.readAboutWith(tx, recipientId, 'message-request', senderId),
    );
    events.on('messages-read', 'in-transaction', ({ readerId, otherUserId }, tx) =>
      notifications.readAboutWith(tx, readerId, 'message', otherUserId),
    );
    events.on('report-handled', 'in-transaction', ({ reporterId, reportId }, tx) =>
      notifications.raiseWith(tx, { userId: reporterId, category: 'report-handled', subjectId: reportId, actorName: null }),
    );
    events.on('career-plan-ready', 'in-transaction', ({ userId, generationId }, tx) =>
      notifications.raiseWith(tx, { userId, category: 'career-plan-ready', subjectId: generationId, actorName: null }),
    );
    events.on('data-export-ready', 'in-transaction', ({ userId, exportId }, tx) =>
      notifications.raiseWith(tx, { userId, category: 'data-export-ready', subjectId: exportId, actorName: null }),
    );
    events.on('tracked-job-changed', 'in-transaction', async ({ jobId, followerIds, detail }, tx) => {
      for (const userId of followerIds)
        await notifications.raiseWith(tx, { userId, category: 'job-update', subjectId: jobId, actorName: null, detail });
    });
    events.on('job-alert-matched', 'in-transaction', ({ userId, searchId, detail }, tx) =>
      notifications.raiseWith(tx, { userId, category: 'job-alert', subjectId: searchId, actorName: null, detail }),
    );
    events.on('renewal-milestone-reached', 'in-transaction', ({ userId, reminderId, detail }, tx) =>
      notifications.raiseWith(tx, { userId, category: 'credential-renewal', subjectId: reminderId, actorName: null, detail }),
    );
  }
}
