/**
 * What the product tells a nurse about, and where. The server decides who hears what; the screens
 * read the same names and labels. Adding a category: a name here, its label and defaults below, and
 * the event that raises it in the backend's notifications module.
 */
export const NOTIFICATION_CATEGORIES = [
  'connection-request',
  'connection-accepted',
  'message',
  'group-message',
  'message-request',
  'account-live',
  'career-plan-ready',
  'report-handled',
  'credential-renewal',
  'job-update',
  'job-alert',
  'data-export-ready',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  'connection-request': 'Connection requests',
  'connection-accepted': 'Accepted connections',
  message: 'Messages',
  'group-message': 'Group messages',
  'message-request': 'Message requests',
  'account-live': 'Account activated',
  'career-plan-ready': 'Career plan ready',
  'report-handled': 'Reports you filed',
  'credential-renewal': 'Licence and certification renewals',
  'job-update': 'Jobs you saved or applied to',
  'job-alert': 'New jobs matching your saved searches',
  'data-export-ready': 'Your data ready to download',
};

/** Messages, requests, renewal reminders and job alerts reach her by email unless she says otherwise; everything else stays in the app. */
export const DEFAULT_EMAIL_CATEGORIES: readonly NotificationCategory[] = [
  'message',
  'group-message',
  'message-request',
  'connection-request',
  'credential-renewal',
  'job-alert',
];

/**
 * Messages, requests and renewal reminders reach her phone as a push once she turns push on for a
 * device; everything else waits for the bell or the digest unless she says otherwise.
 */
export const DEFAULT_PUSH_CATEGORIES: readonly NotificationCategory[] = [
  'message',
  'group-message',
  'message-request',
  'connection-request',
  'credential-renewal',
];

export interface ChannelPreference {
  category: NotificationCategory;
  inApp: boolean;
  email: boolean;
  /** A push to each device she turned push on for; nothing while she has none. */
  push: boolean;
}

export function defaultChannelPreferences(): ChannelPreference[] {
  return NOTIFICATION_CATEGORIES.map((category) => ({
    category,
    inApp: true,
    email: DEFAULT_EMAIL_CATEGORIES.includes(category),
    push: DEFAULT_PUSH_CATEGORIES.includes(category),
  }));
}

/** A daily window in her local time, "HH:mm" each; `start` after `end` crosses midnight. */
export interface QuietHours {
  start: string;
  end: string;
}

export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Who may start a conversation with her. */
export const CONTACT_POLICIES = ['connections', 'specialty'] as const;
export type ContactPolicy = (typeof CONTACT_POLICIES)[number];

export const CONTACT_POLICY_LABELS: Record<ContactPolicy, string> = {
  connections: 'Only my connections',
  specialty: 'My connections and live nurses who share one of my specialties',
};

/** Notifications are kept this long, read or not. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** A typing event is sent at most this often per conversation; the line disappears after the second value. */
export const TYPING_THROTTLE_MS = 3000;
export const TYPING_SHOWN_MS = 6000;
