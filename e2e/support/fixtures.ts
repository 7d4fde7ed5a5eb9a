import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ownerSignInFields } from './staff';
import type { TestNurse } from './api';

/** Collects what must fail a test: uncaught script errors and Content Security Policy violations. */
function watchPage(page: Page, problems: string[], label: string): void {
  page.on('pageerror', (error) => problems.push(`${label}: uncaught ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Content Security Policy/i.test(message.text())) problems.push(`${label}: CSP violation: ${message.text()}`);
    // Other console errors (refused requests the test provokes, 401s) are expected; E2E_CONSOLE=1 shows them.
    else if (process.env.E2E_CONSOLE) console.log(`[${label} console.error] ${message.text()}`);
  });
}

interface Fixtures {
  /** Opens a page in a fresh browser context (a second person), watched like `page` and closed after the test. */
  newPersonPage: () => Promise<Page>;
  problems: string[];
}

/** Every page of a test fails it on an uncaught script error or a CSP violation. */
export const test = base.extend<Fixtures>({
  problems: async ({}, use) => {
    const problems: string[] = [];
    await use(problems);
    expect(problems, 'uncaught errors or CSP violations in the pages').toEqual([]);
  },
  page: async ({ page, problems }, use) => {
    watchPage(page, problems, 'page');
    await use(page);
  },
  newPersonPage: async ({ browser, problems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      watchPage(page, problems, `page ${contexts.length + 1}`);
      return page;
    });
    for (const context of contexts) await context.close();
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

/**
 * Signs the page in as the owner at /admin-login with her email, password and a code of her
 * authenticator app (support/staff.ts).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await fillAdminSignIn(page, await ownerSignInFields());
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Searches the admin Users table for an email and returns her (only) row. */
export async function findAdminUserRow(page: Page, email: string): Promise<Locator> {
  await page.getByLabel('Search users').fill(email);
  // The header and her row alone: the search has answered, so the rows are no longer the unfiltered
  // list's, which the answer replaces (a click on one of those could land on a row being removed).
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: email.toLowerCase() });
  await expect(row).toHaveCount(1);
  return row;
}

/** Fills and sends the admin sign-in form. */
export async function fillAdminSignIn(page: Page, fields: { email: string; password: string; code?: string }): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  if (fields.code) await page.getByLabel('Authenticator code').fill(fields.code);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
}
