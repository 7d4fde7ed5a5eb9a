import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './settings';
import type { TestNurse } from './api';

/** Every page fails its test on an uncaught script error. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

export async function signIn(page: Page, nurse: Pick<TestNurse, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(nurse.email);
  await page.getByLabel('Password', { exact: true }).fill(nurse.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Finds a user in the admin Users table by email and returns the table row. */
export async function findAdminUserRow(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).or(page.getByLabel('Search users')).first().fill(email);
  const row = page.getByRole('row').filter({ hasText: email.toLowerCase() });
  await expect(row).toHaveCount(1);
  return row;
}
