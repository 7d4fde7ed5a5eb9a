/** Test data builders and the actors of the API: nurses (pending or live) and the administrator. */
import type { ApiClient, ApiResponse } from './api-client';
import type { StaffRole } from '@nurse/domain';
import { waitForMail } from './outbox';
import { ownerOf, StaffAuthenticator } from './staff';
import { TEST_ADMIN_PASSWORD, type TestApp } from './test-app';

export const PASSWORD = 'correct-horse-battery';

let sequence = 0;

/** A fresh address for every call, unique across suites sharing a database. */
export function uniqueEmail(label = 'nurse'): string {
  sequence += 1;
  return `${label}.${Date.now().toString(36)}${sequence}@example.org`;
}

/** A fresh word of letters only (names refuse digits), for searching one test's records. */
export function uniqueWord(): string {
  sequence += 1;
  const letters = `${Date.now().toString(26)}${sequence.toString(26)}`;
  return `Q${[...letters].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('')}`;
}

/** A fresh (555) 5xx-xxxx number. */
export function uniquePhone(): string {
  sequence += 1;
  const digits = String((Date.now() * 7 + sequence) % 10_000_000).padStart(7, '0');
  return `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** The combined auth screen's payload. */
export function authScreenPayload(overrides: Record<string, unknown> = {}) {
  return { name: 'Florence Nightingale', phone: '(555) 123-4567', email: uniqueEmail(), password: PASSWORD, ...overrides };
}

/** The waitlist sign-up form's payload, verified by NCSBN id unless overridden. */
export function signupPayload(overrides: Record<string, unknown> = {}) {
  return { email: uniqueEmail(), password: PASSWORD, phone: '555-987-6543', verificationType: 'ncsbn', ncsbnId: '12345678', ...overrides };
}

/** Fails with the response body in the message when the status is not the expected one. */
export function expectStatus<T>(res: ApiResponse<T>, status: number): ApiResponse<T> {
  if (res.status !== status) throw new Error(`Expected HTTP ${status}, got ${res.status}: ${res.text}`);
  return res;
}

export interface Nurse {
  client: ApiClient;
  id: number;
  email: string;
  password: string;
  name: string;
}

/** Registers a new account (pending, signed in on its own client). */
export async function pendingNurse(app: TestApp, overrides: Record<string, unknown> = {}): Promise<Nurse> {
  const client = app.client();
  const payload = authScreenPayload(overrides);
  const { body } = expectStatus(await client.post('/api/auth/register', payload), 201);
  return { client, id: body.id, email: body.email, password: payload.password, name: body.name };
}

/** A client holding only that cookie, as if replaying it from another browser. */
export function clientWithCookie(app: TestApp, name: 'sid' | 'admin_sid', value: string): ApiClient {
  const client = app.client();
  client.setCookie(name, value);
  return client;
}

/** The app's first owner (made from ADMIN_PASSWORD), signed in with her authenticator code: see support/staff.ts. */
export function appOwner(app: TestApp) {
  return ownerOf(app.config.dataDir, app.baseUrl, TEST_ADMIN_PASSWORD);
}

/** What the owner types at the admin sign-in: her address, password and (once her app is on) a fresh code. */
export async function ownerCredentials(app: TestApp): Promise<{ email: string; password: string; code?: string }> {
  const owner = appOwner(app);
  return { email: owner.email, password: owner.password, ...(owner.secret ? { code: await owner.nextCode() } : {}) };
}

/** A client signed in as the app's owner, who may use every admin route. */
export async function adminClient(app: TestApp): Promise<ApiClient> {
  return appOwner(app).client(app.baseUrl);
}

export const STAFF_PASSWORD = 'staff-password-long-enough';
export const STAFF_INVITATION_SUBJECT = 'admin team';

/** The token of the newest staff invitation mailed to that address. */
export async function staffInvitationToken(app: TestApp, email: string): Promise<string> {
  const mail = await waitForMail(app, email, STAFF_INVITATION_SUBJECT);
  const token = /admin-join#([A-Za-z0-9_-]+)/.exec(mail.content)?.[1];
  if (!token) throw new Error(`No invitation link in the mail to ${email}`);
  return token;
}

/**
 * A new staff person with that role: invited by the owner, joined from the mailed link, and (unless
 * `secondFactor` is false) with her authenticator app on. Answers her authenticator and her signed-in client.
 */
export async function newStaff(
  app: TestApp,
  role: StaffRole,
  options: { secondFactor?: boolean; name?: string } = {},
): Promise<{ staff: StaffAuthenticator; client: ApiClient; id: number }> {
  const email = uniqueEmail(role);
  const owner = await adminClient(app);
  expectStatus(await owner.post('/api/admin/staff/invitations', { email, role }), 200);
  const token = await staffInvitationToken(app, email);
  const client = app.client();
  const { body } = expectStatus(
    await client.post('/api/admin/staff/join', { token, name: options.name ?? `Sam ${role}`, password: STAFF_PASSWORD }),
    200,
  );
  const staff = new StaffAuthenticator(app.baseUrl, email, STAFF_PASSWORD);
  if (options.secondFactor !== false) {
    await staff.setUpApp(client);
    staff.keepSession(client);
  }
  return { staff, client, id: body.staff.id };
}

export async function setStatus(admin: ApiClient, userId: number, status: 'live' | 'pending'): Promise<void> {
  expectStatus(await admin.put(`/api/admin/users/${userId}/status`, { status }), 200);
}

/** Registers an account and has the administrator activate it. */
export async function liveNurse(app: TestApp, overrides: Record<string, unknown> = {}, admin?: ApiClient): Promise<Nurse> {
  const nurse = await pendingNurse(app, overrides);
  await setStatus(admin ?? (await adminClient(app)), nurse.id, 'live');
  return nurse;
}

/** What another nurse may see of a record: the professional fields a network shows, sorted. */
export const PUBLIC_PROFILE_FIELDS = [
  'confirmedSpecialties',
  'eNLCStates',
  'education',
  'id',
  'licensureType',
  'location',
  'name',
  'profileImage',
  'selectedCareerAreas',
  'selectedStates',
  'workExperience',
];

/** An administrator and a live nurse. */
export async function adminAndNurse(app: TestApp): Promise<{ admin: ApiClient; nurse: Nurse }> {
  const admin = await adminClient(app);
  return { admin, nurse: await liveNurse(app, {}, admin) };
}

/** An administrator and two live nurses: the owner of the record under test and a colleague looking at it. */
export async function ownerAndColleague(app: TestApp): Promise<{ admin: ApiClient; owner: Nurse; colleague: Nurse }> {
  const admin = await adminClient(app);
  const owner = await liveNurse(app, {}, admin);
  const colleague = await liveNurse(app, {}, admin);
  return { admin, owner, colleague };
}

/** Every page of a keyset-paged list: `fetchPage` gets '' for the first page, then `&cursor=…` of the page before. */
export async function walkPages<P extends { nextCursor: string | null }>(fetchPage: (cursorParam: string) => Promise<P>): Promise<P[]> {
  const pages = [await fetchPage('')];
  for (let cursor = pages[0].nextCursor; cursor !== null; cursor = pages[pages.length - 1].nextCursor) {
    if (pages.length > 1000) throw new Error('The list never ended');
    pages.push(await fetchPage(`&cursor=${encodeURIComponent(cursor)}`));
  }
  return pages;
}

/** `a` asks `b` to connect and `b` accepts; answers the connection id. */
export async function connect(a: Nurse, b: Nurse): Promise<number> {
  const { body } = expectStatus(await a.client.post('/api/connections/request', { userId1: a.id, userId2: b.id, message: 'Hi' }), 201);
  expectStatus(await b.client.put(`/api/connections/${body.id}/status`, { status: 'accepted' }), 200);
  return body.id;
}

/** Two new live nurses, connected. */
export async function connectedPair(app: TestApp, admin: ApiClient): Promise<[Nurse, Nurse]> {
  const [a, b] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  await connect(a, b);
  return [a, b];
}

/**
 * Her career plan as a generate request leaves it: the answer itself when the plan was made within the
 * request's wait, else, after a 202, the plan once GET generation reports the queued run finished.
 */
export async function generatedPlan(
  nurse: Nurse,
  withinMs = 60_000,
): Promise<{ state: string; generationId: number; items: Array<{ id: number; title: string }> }> {
  const res = await nurse.client.post('/api/career-recommendations/generate', {});
  if (res.status === 200) return res.body;
  const queued = expectStatus(res, 202).body;
  const deadline = Date.now() + withinMs;
  for (;;) {
    const generation = expectStatus(await nurse.client.get('/api/career-recommendations/generation'), 200).body;
    if (generation.generationId === queued.generationId && generation.state !== 'queued') {
      const items = expectStatus(await nurse.client.get('/api/career-recommendations'), 200).body;
      return { state: generation.state, generationId: queued.generationId, items };
    }
    if (Date.now() > deadline) throw new Error(`The career plan #${queued.generationId} was still queued after ${withinMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
