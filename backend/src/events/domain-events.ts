/**
 * Every domain event the backend records: what a write stored, in ids and plain values (events cross
 * to the other instances as JSON). A service records events in its unit of work (`tx.record(...)`)
 * and ends there; subscribers (the `*.subscriber.ts` files of each module) decide what follows:
 * notifications, read-cache drops, live events to open tabs. See docs/architecture.md#domain-events.
 */

import type { NotificationCategory } from '@nurse/domain';

/** A message as it was stored, as the thread and the live event show it. */
export interface StoredMessage {
  readonly id: number;
  readonly fromUserId: number;
  readonly toUserId: number;
  readonly content: string;
  readonly createdAt: string;
  readonly readAt: string | null;
}

/** A group message as stored, as the thread and the live `message` event show it. */
export interface StoredGroupMessage extends Omit<StoredMessage, 'toUserId'> {
  readonly toUserId: null;
  readonly groupId: number;
  readonly fromUserName: string;
  readonly fromUserProfileImage: string | null;
  readonly editedAt: string | null;
  readonly deletedAt: string | null;
}

export type DomainEvent =
  // Accounts and sessions
  | { readonly type: 'account-changed'; readonly userId: number; readonly fields: readonly string[] }
  | { readonly type: 'account-went-live'; readonly userId: number }
  | { readonly type: 'session-ended'; readonly sessionId: string }
  | { readonly type: 'sessions-ended'; readonly userId: number }
  // Connections and blocks
  | { readonly type: 'connection-requested'; readonly requesterId: number; readonly requesterName: string; readonly addresseeId: number }
  | {
      readonly type: 'connection-answered';
      readonly requesterId: number;
      readonly addresseeId: number;
      readonly addresseeName: string;
      readonly accepted: boolean;
    }
  | { readonly type: 'block-changed'; readonly nurseIds: readonly [number, number]; readonly blocked: boolean }
  // Messaging
  | { readonly type: 'message-sent'; readonly message: StoredMessage; readonly senderName: string; readonly notify: boolean }
  | { readonly type: 'message-request-sent'; readonly message: StoredMessage; readonly senderName: string; readonly notify: boolean }
  | { readonly type: 'message-request-answered'; readonly senderId: number; readonly recipientId: number; readonly accepted: boolean }
  | { readonly type: 'message-requests-ended'; readonly nurseIds: readonly number[] }
  | {
      readonly type: 'messages-read';
      readonly readerId: number;
      readonly otherUserId: number;
      /** How many messages were marked read: none when she had read them all already. */
      readonly marked: number;
    }
  | { readonly type: 'conversation-muted'; readonly ownerId: number; readonly otherUserId: number; readonly muted: boolean }
  | { readonly type: 'nurse-typing'; readonly typistId: number; readonly otherUserId: number }
  | { readonly type: 'contact-settings-changed'; readonly userId: number }
  | { readonly type: 'message-reactions-changed'; readonly messageId: number; readonly memberIds: readonly number[] }
  /**
   * The sender changed a message's text (within the edit window). `memberIds` are the nurses who may
   * read it: the pair, or the group's members with no block between them and the sender.
   */
  | { readonly type: 'message-edited'; readonly messageId: number; readonly memberIds: readonly number[] }
  /**
   * The sender deleted a message for everyone: its text is emptied and its reactions removed in the same
   * transaction; whatever else hangs off the message (files, search entries) is for subscribers to remove.
   */
  | { readonly type: 'message-deleted'; readonly messageId: number; readonly memberIds: readonly number[] }
  // Group conversations
  | {
      readonly type: 'group-message-sent';
      readonly message: StoredGroupMessage;
      readonly groupName: string;
      /** The members who receive it: the sender and every member with no block between them and her. */
      readonly audienceIds: readonly number[];
      /** The recipients to notify: the audience but the sender and the members who muted the group. */
      readonly notifyIds: readonly number[];
    }
  | { readonly type: 'group-read'; readonly groupId: number; readonly readerId: number; readonly marked: number }
  /** Renamed, or members added or removed: `memberIds` are the members now, `removedIds` the ones who left or were removed. */
  | {
      readonly type: 'group-changed';
      readonly groupId: number;
      readonly memberIds: readonly number[];
      readonly removedIds: readonly number[];
    }
  | { readonly type: 'group-muted'; readonly groupId: number; readonly ownerId: number; readonly muted: boolean }
  | { readonly type: 'group-typing'; readonly groupId: number; readonly typistId: number; readonly recipientIds: readonly number[] }
  // Notifications
  | {
      readonly type: 'notification-recorded';
      readonly userId: number;
      readonly shownInApp: boolean;
      /** When her email digest is now due; null when she takes this category in the app only. */
      readonly digestDueAt: string | null;
      /** What her devices are to be told of, when she takes this category by push; null otherwise. */
      readonly push: { readonly category: NotificationCategory; readonly subjectId: number } | null;
    }
  | { readonly type: 'notifications-read'; readonly userId: number }
  | { readonly type: 'notifications-purged' }
  // Wallet
  | { readonly type: 'wallet-changed'; readonly userId: number }
  | {
      readonly type: 'renewal-milestone-reached';
      readonly userId: number;
      /** The reminder claimed: each is its own notification. */
      readonly reminderId: number;
      readonly detail: string;
    }
  // Careers
  | { readonly type: 'tracked-job-changed'; readonly jobId: number; readonly followerIds: readonly number[]; readonly detail: string }
  | { readonly type: 'job-listings-changed' }
  | { readonly type: 'job-alert-matched'; readonly userId: number; readonly searchId: number; readonly detail: string }
  | { readonly type: 'career-plan-ready'; readonly userId: number; readonly generationId: number }
  // Her data
  | { readonly type: 'data-export-ready'; readonly userId: number; readonly exportId: number }
  // Reports
  | { readonly type: 'report-handled'; readonly reporterId: number; readonly reportId: number };

export type DomainEventType = DomainEvent['type'];

export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { readonly type: T }>;
