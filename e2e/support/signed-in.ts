import type { Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import { createNurse, newNurse, type TestNurse } from './api';
import { expect, signIn } from './fixtures';

/** The signed-in nurse as the server sees her. */
export async function currentUser(page: Page): Promise<User> {
  const response = await page.request.get('/api/auth/me');
  expect(response.status()).toBe(200);
  return (await response.json()) as User;
}

/** A live nurse who has finished onboarding, signed in on `page` (left on /onboarding, where sign-in took her). */
export async function signInOnboarded(page: Page, nurse: TestNurse = newNurse('member')): Promise<User> {
  await createNurse(nurse, { live: true });
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  const user = await currentUser(page);
  const done = await page.request.put(`/api/users/${user.id}`, {
    data: { licensureType: 'RN', confirmedSpecialties: ['ICU'], onboardingCompleted: true },
  });
  expect(done.status()).toBe(200);
  return (await done.json()) as User;
}

/** The nurse on `page` asks `other` (signed in on `otherPage`) to connect, and `other` accepts. */
export async function connected(page: Page, me: User, otherPage: Page, other: User): Promise<void> {
  const asked = await page.request.post('/api/connections/request', { data: { userId1: me.id, userId2: other.id, message: 'Hello' } });
  const { id: connectionId } = (await asked.json()) as { id: number };
  expect((await otherPage.request.put(`/api/connections/${connectionId}/status`, { data: { status: 'accepted' } })).status()).toBe(200);
}

/** The nurse on `page` asks `other` (signed in on `otherPage`) to connect; `other` accepts and writes her `message`. */
export async function connectedAndWritten(page: Page, me: User, otherPage: Page, other: User, message: string): Promise<void> {
  await connected(page, me, otherPage, other);
  expect((await otherPage.request.post('/api/messages', { data: { toUserId: me.id, content: message } })).status()).toBe(201);
}

/** Two live, onboarded nurses, each signed in on her own page, connected, the second having written the first `message`. */
export async function twoConnectedNurses(
  page: Page,
  newPersonPage: () => Promise<Page>,
  message = 'See you on the ward.',
): Promise<{ ada: TestNurse; adaUser: User; bea: TestNurse; beaUser: User; beaPage: Page }> {
  const ada = newNurse('ada');
  const bea = newNurse('bea');
  const adaUser = await signInOnboarded(page, ada);
  const beaPage = await newPersonPage();
  const beaUser = await signInOnboarded(beaPage, bea);
  await connectedAndWritten(page, adaUser, beaPage, beaUser, message);
  return { ada, adaUser, bea, beaUser, beaPage };
}
