/**
 * Who may call what: every route tried by every kind of caller, with the exact status expected.
 * Each row gets fresh actors, so sign-ins and sign-outs in one row cannot affect another.
 */
import type { ApiClient } from './support/api-client';
import {
  adminClient,
  authScreenPayload,
  liveNurse,
  newStaff,
  pendingNurse,
  PASSWORD,
  STAFF_PASSWORD,
  uniqueEmail,
  type Nurse,
} from './support/actors';
import type { StaffAuthenticator } from './support/staff';
import { useTestApp, type TestApp } from './support/test-app';
import { jobBody } from './support/job-fixtures';

const CALLERS = ['anonymous', 'pending', 'live', 'liveOnOther', 'pendingOnOther', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface Actors {
  /** The owner: every admin route is hers. */
  admin: ApiClient;
  pending: Nurse;
  live: Nurse;
  /** Another live nurse: the target of the "on other" callers. */
  colleague: Nurse;
}

interface Cell {
  client: ApiClient;
  /** The user id a caller puts in a :id route. */
  target: number;
}

function cell(app: TestApp, actors: Actors, caller: Caller): Cell {
  switch (caller) {
    case 'anonymous':
      return { client: app.client(), target: actors.live.id };
    case 'pending':
      return { client: actors.pending.client, target: actors.pending.id };
    case 'live':
      return { client: actors.live.client, target: actors.live.id };
    case 'liveOnOther':
      return { client: actors.live.client, target: actors.colleague.id };
    case 'pendingOnOther':
      return { client: actors.pending.client, target: actors.colleague.id };
    case 'admin':
      return { client: actors.admin, target: actors.live.id };
  }
}

/** An id no row has, for routes about something other than a user. */
const UNKNOWN_ID = 999_999_999;

type Status = number | null; // null: not applicable (the route takes no user id)

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: (actors: Actors) => unknown;
  /** In the order of CALLERS. */
  expected: [Status, Status, Status, Status, Status, Status];
}

const WALLET_LICENCE = {
  type: 'RN',
  state: 'TX',
  number: 'RN-1',
  multistate: false,
  issueDate: '2025-01-01',
  expiryDate: '2099-01-01',
  status: 'active',
};
const PUSH_DEVICE = {
  endpoint: 'https://push.example.org/send/device-1',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};
const WALLET_CERTIFICATION = { name: 'BLS', issuer: 'American Heart Association', issueDate: '2025-01-01' };
const CE_ACTIVITY = {
  title: 'Pain management',
  provider: 'CE provider',
  completedOn: '2026-01-15',
  hours: 1.5,
  topics: ['pain-management-opioids'],
};
const CE_REQUIREMENT = { hours: 24, cycleStart: '2025-02-01', cycleEnd: '2027-01-31', topics: [] };
const PACKET = { title: 'For the agency', expiresInDays: 7, ceTranscript: true };

const route = (method: Route['method'], path: string, expected: Route['expected'], body?: Route['body']): Route => ({
  method,
  path,
  expected,
  body,
});

// prettier-ignore
const ROUTES: Route[] = [
  //     method  path                                        anon pending live  live→other pending→other admin
  route('POST', '/api/auth/register',                        [201, 201,    201,  null,      null,         201], () => authScreenPayload()),
  route('POST', '/api/auth/login',                           [200, 200,    200,  null,      null,         200], (a) => ({ email: a.colleague.email, password: PASSWORD })),
  route('POST', '/api/auth/logout',                          [200, 200,    200,  null,      null,         200]),
  route('GET',  '/api/auth/me',                              [401, 200,    200,  null,      null,         401]),
  route('GET',  '/api/auth/session',                         [200, 200,    200,  null,      null,         200]),
  route('GET',  '/api/auth/waitlist',                        [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/auth/forgot-password',                 [200, 200,    200,  null,      null,         200], () => ({ email: uniqueEmail() })),
  route('POST', '/api/auth/reset-password',                  [400, 400,    400,  null,      null,         400], () => ({ token: 'never-issued', password: PASSWORD })),
  // Passkeys and the authenticator app are each nurse's own: there is no user id in their routes to aim at another.
  route('GET',  '/api/auth/passkeys',                        [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/auth/passkeys/options',                [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/auth/passkeys',                        [401, 400,    400,  null,      null,         401], () => ({ name: 'Phone', response: {} })),
  route('DELETE', '/api/auth/passkeys/:unknown',             [401, 404,    404,  null,      null,         401]),
  route('POST', '/api/auth/passkey-sign-in/options',         [200, 200,    200,  null,      null,         200]),
  route('POST', '/api/auth/passkey-sign-in',                 [400, 400,    400,  null,      null,         400], () => ({ response: {} })),
  route('POST', '/api/auth/login/second-step',               [401, 401,    401,  null,      null,         401], () => ({ code: '123456' })),
  route('GET',  '/api/auth/two-factor',                      [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/auth/two-factor/setup',                [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/auth/two-factor/enable',               [401, 400,    400,  null,      null,         401], () => ({ code: '123456' })),
  route('POST', '/api/auth/two-factor/disable',              [401, 400,    400,  null,      null,         401], () => ({ code: '123456' })),
  route('POST', '/api/auth/two-factor/recovery-codes',       [401, 400,    400,  null,      null,         401], () => ({ code: '123456' })),
  route('POST', '/api/send-invites',                         [401, 200,    200,  null,      null,         200], () => ({ emails: [uniqueEmail('invitee')] })),
  route('GET',  '/api/users/:id',                            [401, 200,    200,  200,       403,          401]),
  // Profile writes are the owner's only; an administrator session is not an owner. Uploads sent as JSON reach the
  // handler only for the owner (400: no file); the résumé is downloadable by its owner and administrators (404: none yet).
  route('PUT',  '/api/users/:id',                            [401, 200,    200,  403,       403,          401], () => ({ location: 'Austin, TX' })),
  route('POST', '/api/users/:id/avatar',                     [401, 400,    400,  403,       403,          401]),
  route('POST', '/api/users/:id/resume',                     [401, 400,    400,  403,       403,          401]),
  route('GET',  '/api/users/:id/resume',                     [401, 404,    404,  403,       403,          404]),
  route('GET',  '/api/users/:id/resume/:id',                 [401, 404,    404,  403,       403,          404]),
  route('DELETE', '/api/users/:id/resume',                   [401, 404,    404,  403,       403,          401]),
  route('GET',  '/api/media/avatars/:id',                    [404, 404,    404,  null,      null,         404]),
  // Signs in the staff person without a second factor (any caller may; the admin caller's session is replaced).
  route('POST', '/api/admin/login',                          [200, 200,    200,  null,      null,         200], () => ({ email: staffWithoutApp().email, password: STAFF_PASSWORD })),
  route('POST', '/api/admin/logout',                         [401, 401,    401,  null,      null,         200]),
  route('GET',  '/api/admin/session',                        [401, 401,    401,  null,      null,         200]),
  route('GET',  '/api/admin/stats',                          [401, 401,    401,  null,      null,         200]),
  route('GET',  '/api/admin/users',                          [401, 401,    401,  null,      null,         200]),
  route('GET',  '/api/admin/users/:id',                      [401, 401,    401,  401,       401,          200]),
  route('PUT',  '/api/admin/users/:id/status',               [401, 401,    401,  401,       401,          200], () => ({ status: 'live' })),
  route('DELETE', '/api/admin/users/:id/two-factor',         [401, 401,    401,  401,       401,          409]),
  route('GET',  '/api/admin/invitations',                    [401, 401,    401,  null,      null,         200]),
  route('GET',  '/api/admin/audit-log',                      [401, 401,    401,  null,      null,         200]),
  route('POST', '/api/admin/two-factor/setup',               [401, 401,    401,  null,      null,         409]),
  route('POST', '/api/admin/two-factor/enable',              [401, 401,    401,  null,      null,         409], () => ({ code: '123456' })),
  route('GET',  '/api/admin/staff',                          [401, 401,    401,  null,      null,         200]),
  route('POST', '/api/admin/staff/invitations',              [401, 401,    401,  null,      null,         200], () => ({ email: uniqueEmail('staff'), role: 'support' })),
  route('PUT',  '/api/admin/staff/:unknown/role',            [401, 401,    401,  null,      null,         404], () => ({ role: 'jobs' })),
  route('DELETE', '/api/admin/staff/:unknown',               [401, 401,    401,  null,      null,         404]),
  route('POST', '/api/admin/staff/join',                     [400, 400,    400,  null,      null,         400], () => ({ token: 'never-issued', name: 'Sam Staff', password: STAFF_PASSWORD })),
  // The network: live nurses only, each acting as herself (:other is another live nurse, :unknown an id no row has).
  route('POST', '/api/connections/request',                  [401, 403,    201,  null,      null,         401], (a) => ({ userId1: a.live.id, userId2: a.colleague.id, message: 'Hi' })),
  route('PUT',  '/api/connections/:unknown/status',          [401, 403,    404,  null,      null,         401], () => ({ status: 'accepted' })),
  route('GET',  '/api/users/:id/connection-requests',        [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/users/:id/connections',                [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/users/:id/connection-status/:other',   [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/users/:id/contact-standing/:other',    [401, 403,    200,  403,       403,          401]),
  route('POST', '/api/messages',                             [401, 403,    403,  null,      null,         401], (a) => ({ toUserId: a.colleague.id, content: 'Hello' })),
  route('GET',  '/api/messages/:id/:other',                  [401, 403,    200,  403,       403,          401]),
  route('PUT',  '/api/messages/read/:other/:id',             [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/conversations/:id',                    [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/conversation-unread/:other/:id',       [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/unread-messages/:id',                  [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/badges',                               [401, 403,    200,  null,      null,         401]),
  route('GET',  '/api/messages/search?q=shift',              [401, 403,    200,  null,      null,         401]),
  route('POST', '/api/messages/attachments',                 [401, 403,    400,  null,      null,         401]),
  route('GET',  '/api/messages/attachments/:unknown/:variant', [401, 403,   404,  null,      null,         401]),
  route('GET',  '/api/message-attachment-links/:unknown/:variant?viewer=1&expires=1&signature=x', [404, 404, 404, null, null, 404]),
  route('POST', '/api/messages/typing/:other',               [401, 403,    403,  null,      null,         401]),
  route('PUT',  '/api/messages/:unknown/reaction',           [401, 403,    404,  null,      null,         401], () => ({ reaction: 'like' })),
  route('DELETE', '/api/messages/:unknown/reaction',         [401, 403,    404,  null,      null,         401]),
  route('PATCH', '/api/messages/:unknown',                   [401, 403,    404,  null,      null,         401], () => ({ content: 'Running late' })),
  route('DELETE', '/api/messages/:unknown',                  [401, 403,    404,  null,      null,         401]),
  route('PUT',  '/api/conversations/:other/mute',            [401, 403,    204,  null,      null,         401]),
  route('DELETE', '/api/conversations/:other/mute',          [401, 403,    204,  null,      null,         401]),
  route('GET',  '/api/muted-conversations',                  [401, 403,    200,  null,      null,         401]),
  // Groups: a nurse in none of them; the live nurse has no connections, so she can start none.
  route('POST', '/api/groups',                               [401, 403,    400,  null,      null,         401], (a) => ({ name: 'Night shift', memberIds: [a.colleague.id] })),
  route('GET',  '/api/groups',                               [401, 403,    200,  null,      null,         401]),
  route('GET',  '/api/groups/:unknown',                      [401, 403,    404,  null,      null,         401]),
  route('PATCH', '/api/groups/:unknown',                     [401, 403,    404,  null,      null,         401], () => ({ name: 'Day shift' })),
  route('POST', '/api/groups/:unknown/members',              [401, 403,    404,  null,      null,         401], (a) => ({ userIds: [a.colleague.id] })),
  route('DELETE', '/api/groups/:unknown/members/:other',     [401, 403,    404,  null,      null,         401]),
  route('GET',  '/api/groups/:unknown/messages',             [401, 403,    404,  null,      null,         401]),
  route('POST', '/api/groups/:unknown/messages',             [401, 403,    404,  null,      null,         401], () => ({ content: 'Hello all' })),
  route('PUT',  '/api/groups/:unknown/read',                 [401, 403,    404,  null,      null,         401]),
  route('POST', '/api/groups/:unknown/typing',               [401, 403,    404,  null,      null,         401]),
  route('PUT',  '/api/groups/:unknown/mute',                 [401, 403,    404,  null,      null,         401]),
  route('DELETE', '/api/groups/:unknown/mute',               [401, 403,    404,  null,      null,         401]),
  route('GET',  '/api/message-requests',                     [401, 403,    200,  null,      null,         401]),
  route('PUT',  '/api/message-requests/:unknown',            [401, 403,    404,  null,      null,         401], () => ({ action: 'accept' })),
  route('GET',  '/api/settings/contact',                     [401, 403,    200,  null,      null,         401]),
  route('PUT',  '/api/settings/contact',                     [401, 403,    200,  null,      null,         401], () => ({ readReceipts: false })),
  route('GET',  '/api/notifications',                        [401, 403,    200,  null,      null,         401]),
  route('GET',  '/api/notifications/unread-count',           [401, 403,    200,  null,      null,         401]),
  route('PUT',  '/api/notifications/read-all',               [401, 403,    200,  null,      null,         401]),
  route('PUT',  '/api/notifications/:unknown/read',          [401, 403,    404,  null,      null,         401]),
  route('GET',  '/api/settings/notifications',               [401, 403,    200,  null,      null,         401]),
  route('PUT',  '/api/settings/notifications',               [401, 403,    200,  null,      null,         401], () => ({ quietHours: null })),
  route('POST', '/api/account/data-export',                  [401, 202,    202,  null,      null,         401]),
  route('GET',  '/api/account/data-export',                  [401, 200,    200,  null,      null,         401]),
  route('GET',  '/api/account/data-export/download',         [401, 404,    404,  null,      null,         401]),
  // Deleting her own account: her session and her password; nothing in the path to point at another nurse.
  // With no passkey on her account there are no options to confirm with one: 400.
  route('POST', '/api/account/deletion/passkey-options',     [401, 400,    400,  null,      null,         401]),
  route('POST', '/api/account/deletion',                     [401, 200,    200,  null,      null,         401], () => ({ password: PASSWORD })),
  route('GET',  '/api/push/key',                             [401, 403,    200,  null,      null,         401]),
  route('POST', '/api/push/subscriptions',                   [401, 403,    201,  null,      null,         401], () => PUSH_DEVICE),
  route('GET',  '/api/push/subscriptions',                   [401, 403,    200,  null,      null,         401]),
  route('DELETE', '/api/push/subscriptions/:unknown',        [401, 403,    404,  null,      null,         401]),
  // The signed token is the credential: no session is read, and one no server signed is not found.
  route('GET',  '/api/unsubscribe/:unknown',                 [404, 404,    404,  null,      null,         404]),
  route('POST', '/api/unsubscribe/:unknown',                 [404, 404,    404,  null,      null,         404]),
  route('POST', '/api/users/:id/blocks',                     [401, 403,    404,  403,       403,          401], (a) => ({ blockedUserId: a.pending.id })),
  route('DELETE', '/api/users/:id/blocks/:other',            [401, 403,    404,  403,       403,          401]),
  route('GET',  '/api/users/:id/blocks',                     [401, 403,    200,  403,       403,          401]),
  route('GET',  '/api/users/search',                         [401, 403,    200,  null,      null,         401]),
  route('GET',  '/api/users/specialty/:unknown',             [401, 403,    200,  null,      null,         401]),
  route('GET',  '/api/jobs',                                 [401, 403,    200,  null,      null,         401]),
  route('GET',  '/api/jobs/:unknown',                        [401, 403,    404,  null,      null,         401]),
  // Her job tracker: hers alone; a listing she does not follow (or none) is not found.
  route('GET',  '/api/job-applications',                     [401, 403,    200,  null,      null,         401]),
  route('GET',  '/api/job-applications/:unknown',            [401, 403,    404,  null,      null,         401]),
  route('PUT',  '/api/job-applications/:unknown',            [401, 403,    404,  null,      null,         401], () => ({})),
  route('DELETE', '/api/job-applications/:unknown',          [401, 403,    404,  null,      null,         401]),
  // Her saved searches: hers alone; the alert pass is the administrator's to run at once.
  route('GET',  '/api/job-alerts',                           [401, 403,    200,  null,      null,         401]),
  route('POST', '/api/job-alerts',                           [401, 403,    201,  null,      null,         401], () => ({ name: 'Nights', filters: {} })),
  route('PUT',  '/api/job-alerts/:unknown',                  [401, 403,    404,  null,      null,         401], () => ({ name: 'Nights', filters: {} })),
  route('DELETE', '/api/job-alerts/:unknown',                [401, 403,    404,  null,      null,         401]),
  route('POST', '/api/admin/job-alerts/run',                 [401, 401,    401,  null,      null,         200]),
  // The job board's listings: only administrators write them; nurses read the open ones above.
  route('GET',  '/api/admin/jobs',                           [401, 401,    401,  null,      null,         200]),
  route('POST', '/api/admin/jobs',                           [401, 401,    401,  null,      null,         201], () => jobBody()),
  route('GET',  '/api/admin/jobs/:unknown',                  [401, 401,    401,  null,      null,         404]),
  route('PUT',  '/api/admin/jobs/:unknown',                  [401, 401,    401,  null,      null,         404], () => jobBody()),
  route('POST', '/api/admin/jobs/:unknown/open',             [401, 401,    401,  null,      null,         404]),
  route('POST', '/api/admin/jobs/:unknown/close',            [401, 401,    401,  null,      null,         404]),
  route('GET',  '/api/admin/jobs/:unknown/followers',        [401, 401,    401,  null,      null,         404]),
  route('GET',  '/api/learning-resources',                   [401, 403,    200,  null,      null,         401]),
  route('POST', '/api/reports',                              [401, 403,    201,  null,      null,         401], (a) => ({ reportedUserId: a.colleague.id, reason: 'spam' })),
  route('GET',  '/api/admin/reports',                        [401, 401,    401,  null,      null,         200]),
  route('GET',  '/api/admin/reports/attachments/:unknown/:variant', [401, 401, 401, null, null, 404]),
  route('PUT',  '/api/admin/reports/:unknown',               [401, 401,    401,  null,      null,         404], () => ({ action: 'dismiss' })),
  route('POST', '/api/admin/renewal-reminders/run',          [401, 401,    401,  null,      null,         200]),
  route('POST', '/api/chat',                                 [401, 403,    201,  null,      null,         401], () => ({ message: 'hello' })),
  route('POST', '/api/chat/stream',                          [401, 403,    200,  null,      null,         401], () => ({ message: 'hello' })),
  route('GET',  '/api/chat-history/:id',                     [401, 403,    200,  403,       403,          401]),
  route('POST', '/api/chat-history',                         [401, 403,    201,  null,      null,         401], (a) => ({ sessionId: `session-${a.live.id}-Wed Nov 25 2026`, messageType: 'user', message: 'hi' })),
  route('GET',  '/api/career-recommendations',               [401, 403,    200,  null,      null,         401]),
  route('POST', '/api/career-recommendations/generate',      [401, 403,    200,  null,      null,         401], () => ({})),
  route('GET',  '/api/career-recommendations/generation',    [401, 403,    200,  null,      null,         401]),
  route('PUT',  '/api/career-recommendations/:unknown/complete', [401, 403, 404,  null,      null,         401], () => ({ isCompleted: true })),
  route('DELETE', '/api/career-recommendations/:unknown',    [401, 403,    404,  null,      null,         401]),
  // Her calendar feed: made, rotated and revoked with her session; the feed itself needs none.
  route('GET',  '/api/credentials/calendar-feed',            [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/credentials/calendar-feed',            [401, 201,    201,  null,      null,         401]),
  route('DELETE', '/api/credentials/calendar-feed',          [401, 404,    404,  null,      null,         401]),
  route('GET',  '/api/credentials/calendar-feed/:unknown',   [404, 404,    404,  null,      null,         404]),
  // A renewal reminder of hers says which entry it is about; anyone else's (and an id no row has) is not found.
  route('GET',  '/api/credentials/renewal-reminders/:unknown', [401, 404,  404,  null,      null,         401]),
  // The licence wallet: each nurse's own entries; anyone else's (and an id no row has) is not found. Administrators
  // read entries and documents but change nothing. :kind is 'licences' (the certifications share those routes).
  route('GET',  '/api/credentials/licences',                 [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/credentials/licences',                 [401, 201,    201,  null,      null,         401], () => WALLET_LICENCE),
  route('GET',  '/api/credentials/licences/:unknown',        [401, 404,    404,  null,      null,         404]),
  route('PUT',  '/api/credentials/licences/:unknown',        [401, 404,    404,  null,      null,         401], () => ({ status: 'inactive' })),
  route('GET',  '/api/credentials/certifications',           [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/credentials/certifications',           [401, 201,    201,  null,      null,         401], () => WALLET_CERTIFICATION),
  route('GET',  '/api/credentials/certifications/:unknown',  [401, 404,    404,  null,      null,         404]),
  route('PUT',  '/api/credentials/certifications/:unknown',  [401, 404,    404,  null,      null,         401], () => ({ issuer: 'AHA' })),
  route('DELETE', '/api/credentials/:kind/:unknown',         [401, 404,    404,  null,      null,         401]),
  route('POST', '/api/credentials/:kind/:unknown/document',  [401, 404,    404,  null,      null,         401]),
  route('GET',  '/api/credentials/:kind/:unknown/document',  [401, 404,    404,  null,      null,         404]),
  route('DELETE', '/api/credentials/:kind/:unknown/document', [401, 404,   404,  null,      null,         401]),
  route('GET',  '/api/credentials/practice',                 [401, 200,    200,  null,      null,         401]),
  // Licences she named on onboarding or the profile, until completed in the wallet: hers alone.
  route('GET',  '/api/credentials/declared-licences',        [401, 200,    200,  null,      null,         401]),
  route('DELETE', '/api/credentials/declared-licences/:unknown', [401, 404, 404, null,      null,         401]),
  // Continuing education: her activities and certificates, a licence's progress and her own requirement, the transcript.
  route('GET',  '/api/credentials/ce-activities',            [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/credentials/ce-activities',            [401, 201,    201,  null,      null,         401], () => CE_ACTIVITY),
  route('GET',  '/api/credentials/ce-activities/:unknown',   [401, 404,    404,  null,      null,         404]),
  route('PUT',  '/api/credentials/ce-activities/:unknown',   [401, 404,    404,  null,      null,         401], () => ({ hours: 2 })),
  route('DELETE', '/api/credentials/ce-activities/:unknown', [401, 404,    404,  null,      null,         401]),
  route('POST', '/api/credentials/ce-activities/:unknown/document', [401, 404, 404, null,     null,         401]),
  route('GET',  '/api/credentials/ce-activities/:unknown/document', [401, 404, 404, null,     null,         404]),
  route('DELETE', '/api/credentials/ce-activities/:unknown/document', [401, 404, 404, null,   null,         401]),
  route('GET',  '/api/credentials/licences/:unknown/ce-progress', [401, 404, 404,  null,      null,         404]),
  route('GET',  '/api/credentials/licences/:unknown/ce-requirement', [401, 404, 404, null,    null,         404]),
  route('PUT',  '/api/credentials/licences/:unknown/ce-requirement', [401, 404, 404, null,    null,         401], () => CE_REQUIREMENT),
  route('DELETE', '/api/credentials/licences/:unknown/ce-requirement', [401, 404, 404, null,  null,         401]),
  route('GET',  '/api/credentials/ce-transcript.csv',        [401, 200,    200,  null,      null,         401]),
  // Shared packets: made, listed, logged and revoked by her alone; the link needs no session and is not found unless current.
  route('GET',  '/api/credentials/packets',                  [401, 200,    200,  null,      null,         401]),
  route('POST', '/api/credentials/packets',                  [401, 403,    201,  null,      null,         401], () => PACKET),
  route('GET',  '/api/credentials/packets/:unknown/views',   [401, 404,    404,  null,      null,         401]),
  route('POST', '/api/credentials/packets/:unknown/revoke',  [401, 404,    404,  null,      null,         401]),
  route('GET',  '/api/packets/:unknown',                     [404, 404,    404,  null,      null,         404]),
  route('GET',  '/api/packets/:unknown/ce-transcript.csv',   [404, 404,    404,  null,      null,         404]),
  route('GET',  '/api/packets/:unknown/resume',              [404, 404,    404,  null,      null,         404]),
  route('GET',  '/api/packets/:unknown/:kind/:other/document', [404, 404,  404,  null,      null,         404]),
  route('GET',  '/api/credentials/profile/:id',              [401, 200,    200,  200,       403,          401]),
  route('GET',  '/api/health',                               [200, 200,    200,  null,      null,         200]),
  route('GET',  '/api/health/ready',                         [200, 200,    200,  null,      null,         200]),
  route('GET',  '/api/docs-json',                            [200, 200,    200,  null,      null,         200]),
];

const app = useTestApp();

const STAFF_CALLERS = ['owner', 'moderator', 'support', 'jobs', 'withoutApp'] as const;
type StaffCaller = (typeof STAFF_CALLERS)[number];

/**
 * Every route an administrator can reach, by staff role: the owner, each other role, and a staff person
 * whose second factor is not on yet (she may only sign out and set one up). In the order of STAFF_CALLERS;
 * the body, when the route takes one, is the one ROUTES gives.
 */
// prettier-ignore
const STAFF_ROUTES: [string, [Status, Status, Status, Status, Status]][] = [
  //                                                          owner moderator support jobs withoutApp
  ['POST /api/admin/logout',                                 [200,  200,      200,    200,  200]],
  ['GET /api/admin/session',                                 [200,  200,      200,    200,  200]],
  ['POST /api/admin/two-factor/setup',                       [409,  409,      409,    409,  200]],
  ['POST /api/admin/two-factor/enable',                      [409,  409,      409,    409,  400]],
  ['GET /api/admin/stats',                                   [200,  200,      200,    200,  403]],
  ['GET /api/admin/users',                                   [200,  200,      200,    403,  403]],
  ['GET /api/admin/users/:id',                               [200,  200,      200,    403,  403]],
  ['PUT /api/admin/users/:id/status',                        [200,  200,      200,    403,  403]],
  ['DELETE /api/admin/users/:id/two-factor',                 [409,  403,      409,    403,  403]],
  ['GET /api/admin/invitations',                             [200,  403,      200,    403,  403]],
  ['POST /api/send-invites',                                 [200,  403,      200,    403,  403]],
  ['GET /api/admin/audit-log',                               [200,  403,      403,    403,  403]],
  ['GET /api/admin/staff',                                   [200,  403,      403,    403,  403]],
  ['POST /api/admin/staff/invitations',                      [200,  403,      403,    403,  403]],
  ['PUT /api/admin/staff/:unknown/role',                     [404,  403,      403,    403,  403]],
  ['DELETE /api/admin/staff/:unknown',                       [404,  403,      403,    403,  403]],
  ['GET /api/admin/reports',                                 [200,  200,      403,    403,  403]],
  ['GET /api/admin/reports/attachments/:unknown/:variant',   [404,  404,      403,    403,  403]],
  ['PUT /api/admin/reports/:unknown',                        [404,  404,      403,    403,  403]],
  ['POST /api/admin/job-alerts/run',                         [200,  403,      403,    200,  403]],
  ['GET /api/admin/jobs',                                    [200,  403,      403,    200,  403]],
  ['POST /api/admin/jobs',                                   [201,  403,      403,    201,  403]],
  ['GET /api/admin/jobs/:unknown',                           [404,  403,      403,    404,  403]],
  ['PUT /api/admin/jobs/:unknown',                           [404,  403,      403,    404,  403]],
  ['POST /api/admin/jobs/:unknown/open',                     [404,  403,      403,    404,  403]],
  ['POST /api/admin/jobs/:unknown/close',                    [404,  403,      403,    404,  403]],
  ['GET /api/admin/jobs/:unknown/followers',                 [404,  403,      403,    404,  403]],
  ['POST /api/admin/renewal-reminders/run',                  [200,  403,      403,    403,  403]],
  // Nurses' records an administrator may read: for moderation and support.
  ['GET /api/users/:id/resume',                              [404,  404,      404,    403,  403]],
  ['GET /api/users/:id/resume/:id',                          [404,  404,      404,    403,  403]],
  ['GET /api/credentials/licences/:unknown',                 [404,  404,      404,    403,  403]],
  ['GET /api/credentials/certifications/:unknown',           [404,  404,      404,    403,  403]],
  ['GET /api/credentials/:kind/:unknown/document',           [404,  404,      404,    403,  403]],
  ['GET /api/credentials/ce-activities/:unknown',            [404,  404,      404,    403,  403]],
  ['GET /api/credentials/ce-activities/:unknown/document',   [404,  404,      404,    403,  403]],
  ['GET /api/credentials/licences/:unknown/ce-progress',     [404,  404,      404,    403,  403]],
  ['GET /api/credentials/licences/:unknown/ce-requirement',  [404,  404,      404,    403,  403]],
];

const staff = {} as Record<Exclude<StaffCaller, 'owner'>, StaffAuthenticator>;
const staffWithoutApp = () => staff.withoutApp;

beforeAll(async () => {
  for (const role of ['moderator', 'support', 'jobs'] as const) staff[role] = (await newStaff(app, role)).staff;
  staff.withoutApp = (await newStaff(app, 'support', { secondFactor: false })).staff;
});

/** A client of that staff caller: her open session, or (without her app) a fresh sign-in with her password. */
async function staffClient(caller: StaffCaller, actors: Actors): Promise<ApiClient> {
  if (caller === 'owner') return actors.admin;
  if (caller !== 'withoutApp') return staff[caller].client(app.baseUrl);
  const client = app.client();
  const res = await client.post('/api/admin/login', { email: staff.withoutApp.email, password: STAFF_PASSWORD });
  if (res.status !== 200) throw new Error(`Sign-in without an app: ${res.status} ${res.text}`);
  return client;
}

const urlOf = (path: string, target: number, other: number) =>
  path
    .replace(':id', String(target))
    .replace(':other', String(other))
    .replace(':unknown', String(UNKNOWN_ID))
    .replace(':kind', 'licences')
    .replace(':variant', 'original');

async function freshActors(): Promise<Actors> {
  const admin = await adminClient(app);
  const [pending, live, colleague] = [await pendingNurse(app), await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  return { admin, pending, live, colleague };
}

it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, { method, path, body, expected }) => {
  const actors = await freshActors();
  const actual: Status[] = [];
  const refusals: unknown[] = [];
  for (const [index, caller] of CALLERS.entries()) {
    if (expected[index] === null) {
      actual.push(null);
      continue;
    }
    const { client, target } = cell(app, actors, caller);
    const other = target === actors.colleague.id ? actors.live.id : actors.colleague.id;
    const res = await client.request(method, urlOf(path, target, other), { body: body?.(actors) });
    actual.push(res.status);
    if (res.status >= 400) refusals.push(res.body);
  }
  expect(Object.fromEntries(CALLERS.map((caller, i) => [caller, actual[i]]))).toEqual(
    Object.fromEntries(CALLERS.map((caller, i) => [caller, expected[i]])),
  );
  for (const refusal of refusals) expect(refusal).toEqual({ statusCode: expect.any(Number), message: expect.any(String) });
});

it.each(STAFF_ROUTES)('%s, by staff role', async (name, expected) => {
  const row = ROUTES.find((r) => `${r.method} ${r.path}` === name);
  if (!row) throw new Error(`${name} is not in ROUTES`);
  const actors = await freshActors();
  const actual: Record<string, Status> = {};
  const refusals: unknown[] = [];
  for (const caller of STAFF_CALLERS) {
    const client = await staffClient(caller, actors);
    const res = await client.request(row.method, urlOf(row.path, actors.live.id, actors.colleague.id), { body: row.body?.(actors) });
    actual[caller] = res.status;
    if (res.status >= 400) refusals.push(res.body);
  }
  expect(actual).toEqual(Object.fromEntries(STAFF_CALLERS.map((caller, i) => [caller, expected[i]])));
  // A refused code also names the field.
  for (const refusal of refusals) expect(refusal).toMatchObject({ statusCode: expect.any(Number), message: expect.any(String) });
});

it('tries every route an administrator can reach with every staff role', () => {
  // Reached: an admin route (besides signing in and joining), or one where an administrator gets what an anonymous caller does not.
  const publicAdminRoutes = ['POST /api/admin/login', 'POST /api/admin/staff/join'];
  const adminRoutes = ROUTES.filter((r) => r.path.startsWith('/api/admin/') || r.expected[5] !== r.expected[0])
    .map((r) => `${r.method} ${r.path}`)
    .filter((r) => !publicAdminRoutes.includes(r));
  const byRole = STAFF_ROUTES.map(([name]) => name);
  expect(adminRoutes.filter((r) => !byRole.includes(r))).toEqual([]);
});

it('covers every route the API documents', async () => {
  const { body } = await app.client().get('/api/docs-json');
  const documented = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, ':id')}`),
  );
  const tried = ROUTES.map((r) => `${r.method} ${r.path.split('?')[0].replace(/:\w+/g, ':id')}`);
  expect(documented.filter((r) => !tried.includes(r))).toEqual([]);
});
