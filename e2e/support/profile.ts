import type { Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import { createNurse, type TestNurse } from './api';
import { expect, signIn } from './fixtures';

/** The signed-in nurse as the server has her now. */
export async function me(page: Page): Promise<User> {
  const response = await page.request.get('/api/auth/me');
  expect(response.status()).toBe(200);
  return (await response.json()) as User;
}

/** A live nurse who has finished onboarding (RN, experienced in ICU), signed in and looking at /profile. */
export async function openProfile(page: Page, nurse: TestNurse): Promise<User> {
  await createNurse(nurse, { live: true });
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  const user = await me(page);
  const done = await page.request.put(`/api/users/${user.id}`, {
    data: { licensureType: 'RN', confirmedSpecialties: ['ICU'], onboardingCompleted: true },
  });
  expect(done.status()).toBe(200);
  await page.goto('/profile');
  // The first visit downloads and renders the profile remote; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: nurse.name })).toBeVisible({ timeout: 30_000 });
  return user;
}
