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
