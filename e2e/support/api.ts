import { expect, request, type APIRequestContext } from '@playwright/test';
import type { AdminUserPage, InvitationPage, User } from '@nurse/api-client';
import { BASE_URL } from './settings';
import { ownerSession } from './staff';

export interface TestNurse {
  email: string;
  password: string;
  name: string;
  phone: string;
}

let sequence = 0;

/** A nurse with an address no other test uses; `label` (letters only) starts her address and her name. */
export function newNurse(label: string): TestNurse {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return { email: `${label}.${unique}@example.org`, password: 'first-password-1', name: `${label} Nurse`, phone: '(555) 201-3040' };
}

/** A user as the admin API returns her. */
export type StoredUser = User;

/** An API client signed in as the owner (support/staff.ts), for arranging and checking stored state. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { cookie: `admin_sid=${await ownerSession()}` } });
  const session = await api.get('/api/admin/session');
  expect(session.status()).toBe(200);
  return api;
}

export async function findUserByEmail(admin: APIRequestContext, email: string): Promise<StoredUser> {
  const response = await admin.get('/api/admin/users', { params: { search: email, pageSize: 5 } });
  expect(response.status()).toBe(200);
  const page = (await response.json()) as AdminUserPage;
  const row = page.items.find((item) => item.email === email.toLowerCase());
  if (!row) throw new Error(`No stored user ${email}`);
  return storedUser(admin, row.id);
}

export async function storedUser(admin: APIRequestContext, id: number): Promise<StoredUser> {
  const response = await admin.get(`/api/admin/users/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredUser;
}

/** Invitations to the given addresses, as the admin Invitations tab lists them. */
export async function invitationsTo(admin: APIRequestContext, emails: readonly string[]): Promise<InvitationPage['items']> {
  const found: InvitationPage['items'] = [];
  for (const email of emails) {
    const response = await admin.get('/api/admin/invitations', { params: { search: email, pageSize: 5 } });
    expect(response.status()).toBe(200);
    found.push(...((await response.json()) as InvitationPage).items.filter((item) => item.email === email.toLowerCase()));
  }
  return found;
}

/** Registers a nurse through the API (the combined-screen payload) and, if asked, activates her. */
export async function createNurse(nurse: TestNurse, options: { live: boolean }): Promise<StoredUser> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const response = await api.post('/api/auth/register', { data: nurse });
  expect(response.status(), `register ${nurse.email}: ${await response.text()}`).toBe(201);
  const user = (await response.json()) as StoredUser;
  await api.dispose();
  if (!options.live) return user;
  const admin = await adminApi();
  expect((await admin.put(`/api/admin/users/${user.id}/status`, { data: { status: 'live' } })).status()).toBe(200);
  await admin.dispose();
  return { ...user, accountStatus: 'live' };
}
