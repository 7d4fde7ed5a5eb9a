import type { Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import type { TestNurse } from './api';
import { expect } from './fixtures';
import { signInOnboarded } from './signed-in';

/** A live nurse who has finished onboarding (RN, experienced in ICU), signed in and looking at /profile. */
export async function openProfile(page: Page, nurse: TestNurse): Promise<User> {
  const user = await signInOnboarded(page, nurse);
  await page.goto('/profile');
  // The first visit downloads and renders the profile remote; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: nurse.name })).toBeVisible({ timeout: 30_000 });
  return user;
}
