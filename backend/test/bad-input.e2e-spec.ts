/**
 * Bad input for every route that takes some: each case must be refused with a 4xx in the error
 * shape (a JSON message, and `errors` naming the field where one field is at fault), never a 500.
 */
import type { ApiClient } from './support/api-client';
import { adminClient, authScreenPayload, liveNurse, PASSWORD, signupPayload, uniqueEmail, type Nurse } from './support/actors';
import { jobBody } from './support/job-fixtures';
import { OWNER_EMAIL } from './support/staff';
import { TEST_ADMIN_PASSWORD, useTestApp } from './support/test-app';

type Caller = 'anonymous' | 'nurse' | 'admin';

interface BadCase {
  name: string;
  caller: Caller;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  status?: number; // 400 unless given
  field?: string; // the field `errors` must name
}

const HUGE = 'x'.repeat(10_000);
const WRONG_STRINGS: [string, unknown][] = [
  ['a number', 123],
  ['a boolean', true],
  ['an array', ['a@example.org']],
  ['an object', { value: 'a@example.org' }],
  ['null', null],
  ['a huge string', HUGE],
];
const WRONG_LISTS: [string, unknown][] = [
  ['a string', 'a@example.org'],
  ['numbers', [1, 2]],
  ['objects', [{ email: 'a@example.org' }]],
  ['21 entries', Array.from({ length: 21 }, (_, i) => `friend${i}@example.org`)],
  ['a huge entry', [`${HUGE}@example.org`]],
  ['null', null],
];

interface BodyRoute {
  caller: Caller;
  method: 'POST' | 'PUT';
  path: string;
  valid: () => Record<string, unknown>;
  strings: string[];
  lists?: string[];
  /** Optional fields, for which null means "not given" and is no bad input. */
  optional?: string[];
  /** Every field is optional, so an empty body is a valid one. */
  partial?: boolean;
}

/** A listing as an administrator writes it, whole, to create it (POST) or rewrite it (PUT). */
function jobRoute(method: 'POST' | 'PUT'): BodyRoute {
  return {
    caller: 'admin',
    method,
    path: method === 'POST' ? '/api/admin/jobs' : '/api/admin/jobs/1',
    valid: () => jobBody(),
    // prettier-ignore
    strings: ['title', 'employer', 'setting', 'city', 'state', 'employmentType', 'shiftPattern', 'schedule', 'education', 'payIncludes', 'credentialNote', 'workMode', 'description', 'responsibilities', 'qualifications', 'benefits', 'applyUrl', 'closingOn', 'startDate'],
    lists: ['specialties', 'requiredLicences', 'requiredCertifications'],
    optional: [
      'schedule',
      'education',
      'payIncludes',
      'credentialNote',
      'workMode',
      'responsibilities',
      'qualifications',
      'benefits',
      'closingOn',
      'startDate',
    ],
  };
}

const BODY_ROUTES: BodyRoute[] = [
  ...(['POST', 'PUT'] as const).map((method): BodyRoute => jobRoute(method)),
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/job-alerts',
    valid: () => ({ name: 'Nights in Texas', filters: { state: ['TX'] } }),
    strings: ['name'],
  },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/job-applications/1',
    valid: () => ({ stage: 'applied' }),
    strings: ['stage', 'on', 'note'],
    optional: ['stage', 'on', 'note'],
    partial: true,
  },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/credentials/licences',
    valid: () => ({
      type: 'RN',
      state: 'TX',
      number: 'RN-1',
      multistate: false,
      issueDate: '2025-01-01',
      expiryDate: '2099-01-01',
      status: 'active',
    }),
    strings: ['type', 'state', 'number', 'issueDate', 'expiryDate', 'status', 'aprnRole', 'residenceState'],
    optional: ['aprnRole', 'residenceState'],
  },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/credentials/licences/1',
    valid: () => ({ status: 'inactive' }),
    strings: ['type', 'state', 'number', 'issueDate', 'expiryDate', 'status', 'aprnRole', 'residenceState'],
    optional: ['type', 'state', 'number', 'issueDate', 'expiryDate', 'status', 'aprnRole', 'residenceState'],
    partial: true,
  },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/credentials/certifications',
    valid: () => ({ name: 'BLS', issuer: 'American Heart Association', issueDate: '2025-01-01' }),
    strings: ['name', 'issuer', 'issueDate', 'number', 'expiryDate'],
    optional: ['number', 'expiryDate'],
  },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/credentials/certifications/1',
    valid: () => ({ issuer: 'AHA' }),
    strings: ['name', 'issuer', 'issueDate', 'number', 'expiryDate'],
    optional: ['name', 'issuer', 'issueDate', 'number', 'expiryDate'],
    partial: true,
  },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/credentials/ce-activities',
    valid: () => ({ title: 'Ethics', provider: 'CE provider', completedOn: '2026-01-15', hours: 1, topics: ['ethics'] }),
    strings: ['title', 'provider', 'completedOn'],
    lists: ['topics'],
  },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/credentials/ce-activities/1',
    valid: () => ({ hours: 2 }),
    strings: ['title', 'provider', 'completedOn'],
    lists: ['topics'],
    optional: ['title', 'provider', 'completedOn', 'topics'],
    partial: true,
  },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/credentials/licences/1/ce-requirement',
    valid: () => ({ hours: 24, cycleStart: '2025-02-01', cycleEnd: '2027-01-31', topics: [] }),
    strings: ['cycleStart', 'cycleEnd'],
  },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/credentials/packets',
    valid: () => ({ title: 'For the agency', expiresInDays: 7, ceTranscript: true }),
    strings: ['title'],
  },
  {
    caller: 'anonymous',
    method: 'POST',
    path: '/api/auth/register',
    valid: () => authScreenPayload(),
    strings: ['email', 'password', 'phone', 'name'],
  },
  {
    caller: 'anonymous',
    method: 'POST',
    path: '/api/auth/register',
    valid: () => signupPayload({ verificationType: 'name', firstName: 'Ada', lastName: 'Byron', licenseType: 'RN', state: 'Ohio' }),
    strings: ['verificationType', 'firstName', 'lastName', 'licenseNumber', 'licenseType', 'state', 'ncsbnId'],
    lists: ['invitationEmails'],
    optional: ['verificationType', 'firstName', 'lastName', 'licenseNumber', 'licenseType', 'state', 'ncsbnId', 'invitationEmails'],
  },
  {
    caller: 'anonymous',
    method: 'POST',
    path: '/api/auth/login',
    valid: () => ({ email: uniqueEmail(), password: PASSWORD }),
    strings: ['email', 'password'],
  },
  { caller: 'anonymous', method: 'POST', path: '/api/auth/forgot-password', valid: () => ({ email: uniqueEmail() }), strings: ['email'] },
  {
    caller: 'anonymous',
    method: 'POST',
    path: '/api/auth/reset-password',
    valid: () => ({ token: 'abc', password: PASSWORD }),
    strings: ['token', 'password'],
  },
  {
    caller: 'anonymous',
    method: 'POST',
    path: '/api/admin/login',
    valid: () => ({ email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD }),
    strings: ['email', 'password', 'code'],
  },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/send-invites',
    valid: () => ({ emails: [uniqueEmail()] }),
    strings: [],
    lists: ['emails'],
  },
  { caller: 'admin', method: 'PUT', path: '/api/admin/users/:id/status', valid: () => ({ status: 'live' }), strings: ['status'] },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/users/:id',
    valid: () => ({ location: 'Austin, TX' }),
    strings: ['email', 'location'],
    optional: ['location'],
    partial: true,
  },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/connections/request',
    valid: () => ({ userId1: 1, userId2: 2, message: 'Hello' }),
    strings: ['message'],
  },
  { caller: 'nurse', method: 'PUT', path: '/api/connections/:id/status', valid: () => ({ status: 'accepted' }), strings: ['status'] },
  { caller: 'nurse', method: 'POST', path: '/api/messages', valid: () => ({ toUserId: 1, content: 'Hello' }), strings: ['content'] },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/settings/contact',
    valid: () => ({ contactPolicy: 'specialty', readReceipts: true }),
    strings: ['contactPolicy'],
    optional: ['contactPolicy'],
    partial: true,
  },
  { caller: 'nurse', method: 'PUT', path: '/api/message-requests/1', valid: () => ({ action: 'accept' }), strings: ['action'] },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/settings/notifications',
    valid: () => ({ timeZone: 'America/Chicago' }),
    strings: ['timeZone'],
    optional: ['timeZone'],
    partial: true,
  },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/reports',
    valid: () => ({ reportedUserId: 1, reason: 'spam', details: 'Sent me adverts' }),
    strings: ['reason', 'details'],
    optional: ['details'],
  },
  { caller: 'admin', method: 'PUT', path: '/api/admin/reports/1', valid: () => ({ action: 'dismiss' }), strings: ['action'] },
  { caller: 'nurse', method: 'POST', path: '/api/chat', valid: () => ({ message: 'Tell me about ICU' }), strings: ['message'] },
  { caller: 'nurse', method: 'POST', path: '/api/chat/stream', valid: () => ({ message: 'Tell me about ICU' }), strings: ['message'] },
  {
    caller: 'nurse',
    method: 'POST',
    path: '/api/chat-history',
    valid: () => ({
      sessionId: 'session-1-Wed Nov 25 2026',
      messageType: 'user',
      message: 'Tell me about ICU',
      suggestedSpecialties: ['ICU'],
    }),
    strings: ['sessionId', 'messageType', 'message'],
    lists: ['suggestedSpecialties'],
    optional: ['suggestedSpecialties'],
  },
];

/** The routes that take an Idempotency-Key, with a body they accept, and keys that break its pattern. */
const IDEMPOTENT_ROUTES: [string, Record<string, unknown>][] = [
  ['/api/messages', { toUserId: 1, content: 'Hello' }],
  ['/api/connections/request', { userId1: 1, userId2: 2, message: 'Hello' }],
  ['/api/reports', { reportedUserId: 1, reason: 'spam' }],
  ['/api/send-invites', { emails: ['friend@example.org'] }],
];
const BAD_IDEMPOTENCY_KEYS: [string, string][] = [
  ['an empty Idempotency-Key', ''],
  ['an Idempotency-Key of 7 characters', 'abcdefg'],
  ['an Idempotency-Key of 101 characters', 'k'.repeat(101)],
  ['an Idempotency-Key with spaces', 'my retry key'],
  ['an Idempotency-Key with dots', 'retry.key.one'],
  ['an Idempotency-Key sent twice', 'abcdefgh, abcdefgh'],
];

/** Fields holding a user id, and values that are none. */
const ID_FIELDS: { path: string; valid: Record<string, unknown>; fields: string[]; optional: string[] }[] = [
  {
    path: '/api/connections/request',
    valid: { userId1: 1, userId2: 2, message: 'Hello' },
    fields: ['userId1', 'userId2', 'requesterId'],
    optional: ['requesterId'],
  },
  { path: '/api/messages', valid: { toUserId: 1, content: 'Hello' }, fields: ['toUserId', 'fromUserId'], optional: ['fromUserId'] },
  { path: '/api/reports', valid: { reportedUserId: 1, reason: 'spam' }, fields: ['reportedUserId', 'messageId'], optional: ['messageId'] },
  { path: '/api/users/:id/blocks', valid: { blockedUserId: 1 }, fields: ['blockedUserId'], optional: [] },
  { path: '/api/chat', valid: { message: 'hello' }, fields: ['userId'], optional: ['userId'] },
  { path: '/api/chat/stream', valid: { message: 'hello' }, fields: ['userId'], optional: ['userId'] },
  { path: '/api/career-recommendations/generate', valid: {}, fields: ['userId'], optional: ['userId'] },
];
const NOT_IDS: [string, unknown][] = [
  ['a string', '12'],
  ['a fraction', 1.5],
  ['zero', 0],
  ['a negative number', -3],
  ['null', null],
  ['an array', [1]],
];
// As elsewhere, null for an optional field means "not given".
const ID_FIELD_CASES: BadCase[] = ID_FIELDS.flatMap(({ path, valid, fields, optional }) =>
  fields.flatMap((field) =>
    NOT_IDS.filter(([, value]) => value !== null || !optional.includes(field)).map(([what, value]): BadCase => ({
      caller: 'nurse',
      method: 'POST',
      path,
      name: `${field} as ${what}`,
      body: { ...valid, [field]: value },
      field,
    })),
  ),
);

/** Deep nesting overflowed the validator's stack; every depth over the documented limit is refused. */
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** The route's valid body with one field's value replaced by raw JSON text. */
const withRawField = (r: BodyRoute, field: string, json: string) => JSON.stringify({ ...r.valid(), [field]: 'RAW' }).replace('"RAW"', json);
/** JSON's escape for half of a UTF-16 surrogate pair: valid JSON, but no text. */
const LONE_SURROGATE = 'a\\ud800@example.com';
/** Over every upload cap (5 MB photo, 10 MB résumé) and every JSON limit. */
const OVERSIZED_MULTIPART = (() => {
  const boundary = 'bad-input-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { boundary, body: `${head}${'x'.repeat(11 * 1024 * 1024)}\r\n--${boundary}--\r\n` };
})();
const MULTIPART_HEADERS = { 'content-type': `multipart/form-data; boundary=${OVERSIZED_MULTIPART.boundary}` };

function bodyCases(r: BodyRoute): BadCase[] {
  const base = { caller: r.caller, method: r.method, path: r.path };
  const withField = (field: string, what: string, value: unknown): BadCase[] =>
    value === null && r.optional?.includes(field)
      ? []
      : [{ ...base, name: `${field} as ${what}`, body: { ...r.valid(), [field]: value }, field }];
  return [
    ...(r.partial
      ? []
      : [
          { ...base, name: 'no body' },
          { ...base, name: 'an empty object', body: {} },
        ]),
    { ...base, name: 'an array body', body: [r.valid()] },
    { ...base, name: 'a JSON null body', rawBody: 'null' },
    { ...base, name: 'an unknown field', body: { ...r.valid(), role: 'admin' }, field: 'role' },
    { ...base, name: 'a body nested 1,300 levels deep (2.7 KB)', rawBody: deepArray(1300) },
    { ...base, name: 'a body of objects nested 10,000 levels deep', rawBody: deepObject(10_000) },
    { ...base, name: 'a field nested 20,000 levels deep', rawBody: withRawField(r, r.strings[0] ?? r.lists![0], deepArray(20_000)) },
    { ...base, name: 'a lone surrogate in a field name', rawBody: JSON.stringify(r.valid()).replace(/^\{/, `{"${LONE_SURROGATE}":1,`) },
    { ...base, name: 'an oversized multipart body', rawBody: OVERSIZED_MULTIPART.body, headers: MULTIPART_HEADERS, status: 415 },
    ...[...r.strings, ...(r.lists ?? [])].map((field): BadCase => ({
      ...base,
      name: `${field} with a lone surrogate`,
      rawBody: withRawField(r, field, r.lists?.includes(field) ? `["${LONE_SURROGATE}"]` : `"${LONE_SURROGATE}"`),
    })),
    ...r.strings.flatMap((field) => WRONG_STRINGS.flatMap(([what, value]) => withField(field, what, value))),
    ...(r.lists ?? []).flatMap((field) => WRONG_LISTS.flatMap(([what, value]) => withField(field, what, value))),
  ];
}

const BAD_IDS: [string, number][] = [
  ['abc', 400],
  ['1.5', 400],
  ['1e3', 400],
  ['0x10', 400],
  ['%20', 400],
  ['99999999999999999999', 404],
  ['-1', 404],
  ['0', 404],
];

const ID_ROUTES: Omit<BadCase, 'name'>[] = [
  { caller: 'nurse', method: 'GET', path: '/api/users/:id' },
  { caller: 'admin', method: 'GET', path: '/api/admin/users/:id' },
  { caller: 'admin', method: 'PUT', path: '/api/admin/users/:id/status', body: { status: 'live' } },
  { caller: 'nurse', method: 'GET', path: '/api/credentials/licences/:id' },
  { caller: 'nurse', method: 'GET', path: '/api/credentials/certifications/:id' },
  { caller: 'nurse', method: 'GET', path: '/api/credentials/licences/:id/document' },
  { caller: 'nurse', method: 'PUT', path: '/api/credentials/licences/:id', body: { status: 'inactive' } },
  { caller: 'nurse', method: 'GET', path: '/api/credentials/ce-activities/:id' },
  { caller: 'nurse', method: 'GET', path: '/api/credentials/ce-activities/:id/document' },
  { caller: 'nurse', method: 'PUT', path: '/api/credentials/ce-activities/:id', body: { hours: 2 } },
  { caller: 'nurse', method: 'GET', path: '/api/credentials/licences/:id/ce-progress' },
  { caller: 'nurse', method: 'GET', path: '/api/credentials/packets/:id/views' },
  { caller: 'nurse', method: 'POST', path: '/api/credentials/packets/:id/revoke' },
];

const BAD_QUERIES: [string, string | undefined][] = [
  ['cursor=abc', 'cursor'],
  [`cursor=${Buffer.from('[1,2,3]').toString('base64url')}`, 'cursor'],
  [`cursor=${Buffer.from('{"id":1}').toString('base64url')}`, 'cursor'],
  [`cursor=${'a'.repeat(201)}`, 'cursor'],
  ['cursor=', 'cursor'],
  ['page=2', 'page'],
  ['pageSize=0', 'pageSize'],
  ['pageSize=101', 'pageSize'],
  ['pageSize=abc', 'pageSize'],
  ['pageSize=', 'pageSize'],
  [`search=${'a'.repeat(101)}`, 'search'],
  ['search=a&search=b', 'search'],
  ['cursor=a&cursor=b', 'cursor'],
  ['sort=name', 'sort'],
];

const QUERY_ROUTES = ['/api/admin/users', '/api/admin/invitations', '/api/admin/audit-log'];
const CHIP_QUERIES: [string, string][] = [
  [Array.from({ length: 11 }, (_, i) => `specialty=s${i}`).join('&'), 'specialty'],
  [`specialty=${'x'.repeat(101)}`, 'specialty'],
  ['specialty[a]=1', 'specialty[a]'],
  ['sort=title', 'sort'],
];
const JOB_QUERIES: [string, string][] = [
  ['minPay=abc&minPayUnit=hourly', 'minPay'],
  ['minPay=40', 'minPayUnit'],
  ['minPay=40&minPayUnit=daily', 'minPayUnit'],
  ['state=XX', 'state'],
  ['shift=evenings', 'shift'],
  ['employmentType=locum', 'employmentType'],
  ['setting=spa', 'setting'],
  ['postedWithinDays=0', 'postedWithinDays'],
  ['practiceOnly=maybe', 'practiceOnly'],
  ['pageSize=101', 'pageSize'],
  ['cursor=abc', 'cursor'],
  [`q=${'a'.repeat(101)}`, 'q'],
];
const PEOPLE_QUERIES: [string, string][] = [
  [`q=${'a'.repeat(101)}`, 'q'],
  ['q=a&q=b', 'q'],
  ['excludeUserId=abc', 'excludeUserId'],
  ['excludeUserId=0', 'excludeUserId'],
  ['pageSize=101', 'pageSize'],
  ['cursor=abc', 'cursor'],
  ['role=admin', 'role'],
];
const REPORT_QUERIES: [string, string][] = [
  ['status=closed', 'status'],
  ['status=open&status=dismissed', 'status'],
  ['pageSize=0', 'pageSize'],
  ['cursor=abc', 'cursor'],
];

/** The network's lists take a cursor and a page size, and nothing else. */
const NURSE_QUERY_ROUTES = [
  '/api/users/:id/connection-requests',
  '/api/users/:id/connections',
  '/api/conversations/:id',
  '/api/messages/:id/:id',
];
const NURSE_BAD_QUERIES = BAD_QUERIES.filter(([query]) => !query.startsWith('search='));

/** The nurse's own routes: an id that is not a number is a 400; a number that is not hers, a 403. */
const OWN_ID_ROUTES: Omit<BadCase, 'name'>[] = [
  { caller: 'nurse', method: 'GET', path: '/api/users/:id/connections' },
  { caller: 'nurse', method: 'GET', path: '/api/users/:id/connection-status/:id' },
  { caller: 'nurse', method: 'GET', path: '/api/unread-messages/:id' },
  { caller: 'nurse', method: 'PUT', path: '/api/messages/read/1/:id' },
  { caller: 'nurse', method: 'GET', path: '/api/users/:id/blocks' },
  { caller: 'nurse', method: 'GET', path: '/api/chat-history/:id' },
];

/** Multipart routes: an oversized upload is 413 before the handler, whoever the caller. */
const UPLOAD_ROUTES: BadCase[] = [
  '/api/users/:id/avatar',
  '/api/users/:id/resume',
  '/api/credentials/licences/:id/document',
  '/api/credentials/ce-activities/:id/document',
].map((path) => ({
  caller: 'nurse',
  method: 'POST',
  path,
  name: 'an oversized multipart body',
  rawBody: OVERSIZED_MULTIPART.body.replace('name="avatar"', `name="${path.split('/').pop()}"`),
  headers: MULTIPART_HEADERS,
  status: 413,
}));

const CASES: BadCase[] = [
  ...BODY_ROUTES.flatMap(bodyCases),
  ...ID_FIELD_CASES,
  ...IDEMPOTENT_ROUTES.flatMap(([path, body]) =>
    BAD_IDEMPOTENCY_KEYS.map(([name, key]): BadCase => ({
      caller: 'nurse',
      method: 'POST',
      path,
      name,
      body,
      headers: { 'idempotency-key': key },
    })),
  ),
  ...OWN_ID_ROUTES.flatMap((r) =>
    BAD_IDS.map(([id, status]): BadCase => ({
      ...r,
      name: `id ${id}`,
      path: r.path.replace(':id', id),
      status: status === 404 ? 403 : status,
    })),
  ),
  ...[
    ['a string', 'yes'],
    ['a number', 1],
    ['null', null],
  ].map(([what, isCompleted]): BadCase => ({
    caller: 'nurse',
    method: 'PUT',
    path: '/api/career-recommendations/1/complete',
    name: `isCompleted as ${what}`,
    body: { isCompleted },
    field: 'isCompleted',
  })),
  ...[
    ['a string', 'yes'],
    ['a number', 1],
  ].map(([what, readReceipts]): BadCase => ({
    caller: 'nurse',
    method: 'PUT',
    path: '/api/settings/contact',
    name: `readReceipts as ${what}`,
    body: { readReceipts },
    field: 'readReceipts',
  })),
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/settings/contact',
    name: 'an unknown policy',
    body: { contactPolicy: 'everyone' },
    field: 'contactPolicy',
  },
  ...[
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['quiet hours of no length', { quietHours: { start: '22:00', end: '22:00' } }, 'quietHours'],
    ['a time that is not HH:mm', { quietHours: { start: '25:00', end: '06:00' } }, 'quietHours.start'],
    ['quiet hours as a string', { quietHours: 'nights' }, 'quietHours'],
    ['an unknown category', { channels: [{ category: 'gossip', inApp: true, email: false }] }, 'channels.0.category'],
    ['a channel switch as a string', { channels: [{ category: 'message', inApp: true, email: 'no' }] }, 'channels.0.email'],
    ['channels as an object', { channels: { message: true } }, 'channels'],
  ].map(([name, body, field]): BadCase => ({
    caller: 'nurse',
    method: 'PUT',
    path: '/api/settings/notifications',
    name: name as string,
    body,
    field: field as string,
  })),
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/message-requests/1',
    name: 'an unknown action',
    body: { action: 'ignore' },
    field: 'action',
  },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/message-requests/abc',
    name: 'a sender id that is not a number',
    body: { action: 'accept' },
  },
  { caller: 'nurse', method: 'PUT', path: '/api/conversations/abc/mute', name: 'a nurse id that is not a number' },
  { caller: 'nurse', method: 'POST', path: '/api/messages/typing/abc', name: 'a nurse id that is not a number' },
  { caller: 'nurse', method: 'PUT', path: '/api/conversations/:id/mute', name: 'her own conversation' },
  { caller: 'nurse', method: 'POST', path: '/api/messages/typing/:id', name: 'typing to herself' },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/career-recommendations/abc/complete',
    name: 'an id that is not a number',
    body: { isCompleted: true },
  },
  {
    caller: 'nurse',
    method: 'PUT',
    path: '/api/connections/abc/status',
    name: 'a connection id that is not a number',
    body: { status: 'accepted' },
  },
  ...['/api/jobs', '/api/learning-resources'].flatMap((path) =>
    CHIP_QUERIES.map(([query, field]): BadCase => ({
      caller: 'nurse',
      method: 'GET',
      path: `${path}?${query}`,
      name: query.slice(0, 40),
      field,
    })),
  ),
  ...JOB_QUERIES.map(([query, field]): BadCase => ({
    caller: 'nurse',
    method: 'GET',
    path: `/api/jobs?${query}`,
    name: query.slice(0, 40),
    field,
  })),
  { caller: 'admin', method: 'GET', path: '/api/admin/jobs?status=archived', name: 'an unknown status', field: 'status' },
  { caller: 'nurse', method: 'GET', path: '/api/jobs/abc', name: 'a job id that is not a number' },
  ...(
    [
      ['a string', 'nights'],
      ['a list', ['nights']],
      ['null', null],
      ['an unknown filter', { colour: 'blue' }],
      ['a wrong filter', { shift: ['evenings'] }],
    ] as const
  ).map(([what, filters]): BadCase => ({
    caller: 'nurse',
    method: 'POST',
    path: '/api/job-alerts',
    name: `filters as ${what}`,
    body: { name: 'Nights', filters },
  })),
  { caller: 'nurse', method: 'PUT', path: '/api/job-applications/abc', name: 'a tracked job id that is not a number', body: {} },
  ...PEOPLE_QUERIES.map(([query, field]): BadCase => ({
    caller: 'nurse',
    method: 'GET',
    path: `/api/users/search?${query}`,
    name: query.slice(0, 40),
    field,
  })),
  { caller: 'nurse', method: 'GET', path: `/api/users/specialty/${'x'.repeat(101)}`, name: 'a specialty of 101 characters' },
  ...REPORT_QUERIES.map(([query, field]): BadCase => ({
    caller: 'admin',
    method: 'GET',
    path: `/api/admin/reports?${query}`,
    name: query,
    field,
  })),
  ...NURSE_QUERY_ROUTES.flatMap((path) =>
    NURSE_BAD_QUERIES.map(([query, field]): BadCase => ({
      caller: 'nurse',
      method: 'GET',
      path: `${path}?${query}`,
      name: query.slice(0, 40),
      field,
    })),
  ),
  ...UPLOAD_ROUTES,
  ...[
    ['multistate as a string', { multistate: 'yes' }, 'multistate'],
    ['showOnProfile as a number', { showOnProfile: 1 }, 'showOnProfile'],
    ['an expiry before the issue date', { issueDate: '2026-01-01', expiryDate: '2025-01-01' }, 'expiryDate'],
    ['a date that is not a date', { issueDate: '2026-13-01' }, 'issueDate'],
    ['a multistate licence without a residence', { multistate: true }, 'residenceState'],
  ].map(([name, change, field]): BadCase => ({
    caller: 'nurse',
    method: 'POST',
    path: '/api/credentials/licences',
    name: name as string,
    body: {
      type: 'RN',
      state: 'TX',
      number: 'RN-1',
      multistate: false,
      issueDate: '2025-01-01',
      expiryDate: '2099-01-01',
      status: 'active',
      ...(change as object),
    },
    field: field as string,
  })),
  ...[
    ['no contact hours', { hours: 0 }, 'hours'],
    ['more than 100 contact hours', { hours: 100.01 }, 'hours'],
    ['hours with three decimals', { hours: 1.125 }, 'hours'],
    ['hours as a string', { hours: '1.5' }, 'hours'],
    ['no topic', { topics: [] }, 'topics'],
    ['a topic off the list', { topics: ['astrology'] }, 'topics'],
    ['a completion date in the future', { completedOn: '2999-01-01' }, 'completedOn'],
  ].map(([name, change, field]): BadCase => ({
    caller: 'nurse',
    method: 'POST',
    path: '/api/credentials/ce-activities',
    name: name as string,
    body: { title: 'Ethics', provider: 'CE provider', completedOn: '2026-01-15', hours: 1, topics: ['ethics'], ...(change as object) },
    field: field as string,
  })),
  ...[
    ['a topic off the list', { topics: [{ topic: 'astrology', hours: 1 }] }, 'topics.0.topic'],
    ['topic hours as a string', { topics: [{ topic: 'ethics', hours: 'two' }] }, 'topics.0.hours'],
    ['topics as a string', { topics: 'ethics' }, 'topics'],
    ['topics as null', { topics: null }, 'topics'],
    ['negative hours', { hours: -1 }, 'hours'],
  ].map(([name, change, field]): BadCase => ({
    caller: 'nurse',
    method: 'PUT',
    path: '/api/credentials/licences/1/ce-requirement',
    name: name as string,
    body: { hours: 24, cycleStart: '2025-02-01', cycleEnd: '2027-01-31', topics: [], ...(change as object) },
    field: field as string,
  })),
  ...['licenceId=abc', 'licenceId=0', 'licenceId=1.5'].map((query): BadCase => ({
    caller: 'nurse',
    method: 'GET',
    path: `/api/credentials/ce-transcript.csv?${query}`,
    name: query,
    field: 'licenceId',
  })),
  ...ID_ROUTES.flatMap((r) =>
    BAD_IDS.map(([id, status]): BadCase => ({ ...r, name: `id ${id}`, path: r.path.replace(':id', id), status })),
  ),
  ...QUERY_ROUTES.flatMap((path) =>
    BAD_QUERIES.map(([query, field]): BadCase => ({
      caller: 'admin',
      method: 'GET',
      path: `${path}?${query}`,
      name: query.slice(0, 40),
      field,
    })),
  ),
  ...[
    ['no expiry', { expiresInDays: undefined }, 'expiresInDays'],
    ['an expiry of 0 days', { expiresInDays: 0 }, 'expiresInDays'],
    ['an expiry of 31 days', { expiresInDays: 31 }, 'expiresInDays'],
    ['an expiry of 1.5 days', { expiresInDays: 1.5 }, 'expiresInDays'],
    ['an expiry as a string', { expiresInDays: '7' }, 'expiresInDays'],
    ['licence ids as a string', { licenceIds: '1' }, 'licenceIds'],
    ['a licence id that is not a whole number', { licenceIds: [1.5] }, 'licenceIds'],
    ['a licence id of 0', { licenceIds: [0] }, 'licenceIds'],
    ['the same certification twice', { certificationIds: [1, 1] }, 'certificationIds'],
    ['51 certifications', { certificationIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'certificationIds'],
    ['the CE transcript flag as a string', { ceTranscript: 'yes' }, 'ceTranscript'],
    ['the résumé flag as a number', { resume: 1 }, 'resume'],
    ['nothing chosen', { ceTranscript: false }, undefined],
  ].map(([name, change, field]): BadCase => ({
    caller: 'nurse',
    method: 'POST',
    path: '/api/credentials/packets',
    name: name as string,
    body: { title: 'For the agency', expiresInDays: 7, ceTranscript: true, ...(change as object) },
    field: field as string | undefined,
  })),
  // A packet link's token is its key: anything but a well-formed, current one is simply not found.
  ...['abc', '%20', 'x'.repeat(2000), 'A'.repeat(43), `${'a'.repeat(42)}%2F`].map((token): BadCase => ({
    caller: 'anonymous',
    method: 'GET',
    path: `/api/packets/${token}`,
    name: `packet token ${token.slice(0, 20)}`,
    status: 404,
  })),
  // The calendar feed's file name is its key: anything but a well-formed, current token is simply not found.
  ...['abc', '%20', 'x'.repeat(2000), `${'a'.repeat(43)}.ics`, `${'a'.repeat(42)}%2F.ics`, `${'a'.repeat(44)}.ics`].map(
    (file): BadCase => ({
      caller: 'anonymous',
      method: 'GET',
      path: `/api/credentials/calendar-feed/${file}`,
      name: `feed file ${file.slice(0, 20)}`,
      status: 404,
    }),
  ),
];

const app = useTestApp();
let clients: Record<Caller, ApiClient>;
let nurse: Nurse;

beforeAll(async () => {
  const admin = await adminClient(app);
  nurse = await liveNurse(app, {}, admin);
  clients = { anonymous: app.client(), nurse: nurse.client, admin };
});

it.each(CASES.map((c) => [`${c.method} ${c.path.slice(0, 60)}: ${c.name}`, c] as const))('%s', async (_name, c) => {
  const path = c.path.replaceAll(':id', String(nurse.id));
  const res = await clients[c.caller].request(c.method, path, { body: c.body, rawBody: c.rawBody, headers: c.headers });
  expect({ status: res.status, body: res.body }).toMatchObject({
    status: c.status ?? 400,
    body: { statusCode: c.status ?? 400, message: expect.any(String) },
  });
  if (c.field) expect(res.body.errors?.map((e: { field: string }) => e.field)).toContain(c.field);
});

it('left the accounts as they were', async () => {
  const { body } = await clients.admin.get(`/api/admin/users/${nurse.id}`);
  expect(body.accountStatus).toBe('live');
  expect((await clients.anonymous.post('/api/auth/login', { email: nurse.email, password: PASSWORD })).status).toBe(200);
});
