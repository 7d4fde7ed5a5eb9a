import type { NotificationCategory } from '@nurse/domain';

/** What a device is shown: the bell's line and link, never a message's text or a licence number. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  badgeCount: number;
}

export interface PushDeliveryOptions {
  /** Seconds the push service keeps a push for a device that is off. */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
  /** A newer push with the same topic replaces an older one still waiting at the push service. */
  topic: string;
}

const HOUR = 3600;

/**
 * How long a push waits for a phone that is off: a message or a request is news for a few hours (the
 * bell and the digest carry it after that); a renewal reminder or a job still matters the next day.
 */
const TTL_SECONDS: Record<NotificationCategory, number> = {
  message: 4 * HOUR,
  'group-message': 4 * HOUR,
  'message-request': 12 * HOUR,
  'connection-request': 24 * HOUR,
  'connection-accepted': 24 * HOUR,
  'account-live': 24 * HOUR,
  'career-plan-ready': 24 * HOUR,
  'report-handled': 24 * HOUR,
  'credential-renewal': 24 * HOUR,
  'job-update': 24 * HOUR,
  'job-alert': 24 * HOUR,
  'data-export-ready': 24 * HOUR,
};

/** Short names for topics, which allow 32 characters of the base64url alphabet. */
const TOPIC_PREFIX: Record<NotificationCategory, string> = {
  'connection-request': 'cr',
  'connection-accepted': 'ca',
  message: 'm',
  'group-message': 'gm',
  'message-request': 'mr',
  'account-live': 'al',
  'career-plan-ready': 'cp',
  'report-handled': 'rh',
  'credential-renewal': 'lr',
  'job-update': 'ju',
  'job-alert': 'ja',
  'data-export-ready': 'de',
};

export const PUSH_TITLE = 'Nurse Career Network';

/** The topic and tag of a subject: one conversation, request, reminder or listing. */
export function pushTopic(category: NotificationCategory, subjectId: number): string {
  return `${TOPIC_PREFIX[category]}-${subjectId}`;
}

export function pushDeliveryOptions(category: NotificationCategory, subjectId: number): PushDeliveryOptions {
  return {
    ttlSeconds: TTL_SECONDS[category],
    urgency: category === 'message' || category === 'message-request' ? 'high' : 'normal',
    topic: pushTopic(category, subjectId),
  };
}

/** The payload for her notification as the bell shows it (`text` and `link` from notification-texts.ts). */
export function pushPayload(
  notification: { category: NotificationCategory; text: string; link: string },
  subjectId: number,
  badgeCount: number,
): PushPayload {
  return {
    title: PUSH_TITLE,
    body: notification.text,
    url: notification.link,
    tag: pushTopic(notification.category, subjectId),
    badgeCount,
  };
}
