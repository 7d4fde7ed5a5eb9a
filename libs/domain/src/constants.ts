/** Business constants and limits. */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 100,
  phoneMinLength: 10,
  phoneDigits: 10,
  phoneInputMaxLength: 14,
  ncsbnIdDigits: 8,
  inviteFields: 3,
  maxInvitesPerRequest: 20,
  emailMax: 254,
  shortTextMax: 100,
  longTextMax: 5000,
  urlMax: 500,
  /** Longest reset token accepted (issued ones are 43 characters). */
  resetTokenMax: 200,
  /** Objects and arrays nested deeper than this in a JSON body are refused. */
  jsonMaxDepth: 32,
  /** Longest private message, in characters. */
  messageMax: 2000,
  /** Longest note sent with a connection request, in characters. */
  connectionNoteMax: 500,
  /** Longest explanation a report may carry. */
  reportDetailsMax: 1000,
  /** Longest question to the assistant, and longest saved chat message, in characters. */
  chatMessageMax: 2000,
  /** How many of her latest chat messages the history answers with. */
  chatHistoryMax: 200,
} as const;

export const TIMINGS_MS = {
  redirectAfterRegister: 2000,
  redirectAfterAuthScreenLogin: 1000,
  redirectAfterLoginPage: 100,
  redirectAfterOnboarding: 1000,
  profileDirtySettle: 100,
  suggestionBlurClose: 200,
  sentMessageNotice: 6000,
  searchDebounce: 300,
  toastDuration: 5000,
} as const;

/**
 * How often a screen asks again while the live socket is down (with the socket up, pushed events
 * replace polling): the unread total, the pending requests and each conversation's unread count; the
 * profile screen asks less often. The top bar asks for its three badges in one request, at the unread
 * total's pace.
 */
export const POLL_INTERVALS_MS = {
  unreadMessages: 5000,
  connectionRequests: 10_000,
  conversationUnread: 10_000,
  onProfile: 30_000,
} as const;

/** Password reset links stay valid for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** The statuses an administrator sets: live, or pending (the waitlist, and a suspended account). */
export const SETTABLE_ACCOUNT_STATUSES = ['live', 'pending'] as const;
export type SettableAccountStatus = (typeof SETTABLE_ACCOUNT_STATUSES)[number];
/**
 * Every status an account has: also `deleting` (she asked for her account's deletion: hidden and
 * signed out until it is erased) and `deleted` (erased: the row is a tombstone). Only the deletion of
 * her account sets those two; every list, search and profile shows `live` accounts only.
 */
export const ACCOUNT_STATUSES = [...SETTABLE_ACCOUNT_STATUSES, 'deleting', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const VERIFICATION_TYPES = ['name', 'license', 'ncsbn'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** Licence types offered by the sign-up verification form. */
export const SIGNUP_LICENSE_TYPES = ['PN', 'RN', 'APRN-CNP', 'APRN-CRNA', 'APRN-CNS', 'APRN-CNM'] as const;
export type SignupLicenseType = (typeof SIGNUP_LICENSE_TYPES)[number];

/** Licence types offered by onboarding and the profile. */
export const LICENSURE_TYPES = ['RN', 'LPN', 'CNA', 'APRN', 'Student'] as const;

/** Why a nurse reports a person or a message, with the words the report form shows. */
export const REPORT_REASON_LABELS = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or abuse',
  'fake-profile': 'Fake profile or impersonation',
  'agency-or-recruiter': 'Staffing agency or recruiter',
  bot: 'Automated account',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASON_LABELS;
export const REPORT_REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];

/** Who wrote a chat message: the nurse, or the assistant answering her. */
export const CHAT_MESSAGE_TYPES = ['user', 'assistant'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** Where a suggested action under an answer leads: the interests screen, My Connections, the profile. */
export const SUGGESTED_ACTION_TYPES = ['specialty', 'connections', 'profile'] as const;
export type SuggestedActionType = (typeof SUGGESTED_ACTION_TYPES)[number];

/** A report is open until an administrator dismisses it or suspends the account reported. */
export const REPORT_STATUSES = ['open', 'dismissed', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const INVITATION_STATUSES = ['invited', 'pending', 'live'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export const US_STATE_NAMES: readonly string[] = US_STATES.map((s) => s.name);
export const US_STATE_CODES: readonly string[] = US_STATES.map((s) => s.code);

/**
 * The live socket (Socket.IO over WebSocket) of a signed-in tab, and the events the server pushes on
 * it: a new message, read marks, the unread total, the pending-request total, a change to a connection,
 * a generated career plan.
 */
export const LIVE_SOCKET_PATH = '/api/live';
export const LIVE_EVENTS = {
  message: 'message',
  read: 'read',
  unread: 'unread',
  requests: 'requests',
  connections: 'connections',
  /** Her career plan was generated. */
  plan: 'plan',
  /** A notification arrived or her unread notifications changed: `{ unreadCount }`. */
  notifications: 'notifications',
  /** The reactions to a message in one of her conversations changed: `{ messageId }`. */
  reactions: 'reactions',
  /** A message in one of her conversations was edited or deleted by its sender: `{ messageId }`. */
  messageChanged: 'message-changed',
  /** Someone she is writing with is typing: `{ userId }`. */
  typing: 'typing',
  /** Her message requests changed: `{ pendingCount }`. */
  messageRequests: 'message-requests',
  /** A listing in her job tracker closed or changed its pay: `{ jobId }`. */
  trackedJob: 'tracked-job',
  /** A group she is in was renamed or gained or lost members: `{ groupId }`. */
  groupChanged: 'group-changed',
  /** She left a group or was removed from it: `{ groupId }`; its thread is closed to her. */
  groupRemoved: 'group-removed',
} as const;
export type LiveEvent = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];
