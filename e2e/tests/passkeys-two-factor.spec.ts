import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { User } from '@nurse/api-client';
import { createNurse, newNurse, type TestNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { LOCALHOST_URL } from '../support/settings';
import { addVirtualAuthenticator } from '../support/webauthn';

/*
 * Passkeys need the product under a domain name (WebAuthn refuses an IP address as relying party), so
 * these tests open it at http://localhost, which the server is configured to accept
 * (WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS in playwright.config.ts).
 */
const at = (path: string) => `${LOCALHOST_URL}${path}`;
const PHONE = { width: 375, height: 740 };

async function me(page: Page): Promise<{ status: number; user: User | null }> {
  const response = await page.request.get(at('/api/auth/me'));
  return { status: response.status(), user: response.ok() ? ((await response.json()) as User) : null };
}

async function fillSignIn(page: Page, nurse: TestNurse): Promise<void> {
  await page.goto(at('/login'));
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Email', { exact: true }).fill(nurse.email);
  await page.getByLabel('Password', { exact: true }).fill(nurse.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A live nurse done with onboarding, signed in with her password at http://localhost and left on her settings. */
async function onSettings(page: Page, label: string): Promise<TestNurse> {
  const nurse = newNurse(label);
  await createNurse(nurse, { live: true });
  await fillSignIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  const { user } = await me(page);
  const done = await page.request.put(at(`/api/users/${user!.id}`), {
    data: { licensureType: 'RN', confirmedSpecialties: ['ICU'], onboardingCompleted: true },
  });
  expect(done.status()).toBe(200);
  await page.goto(at('/settings'));
  await expect(page.getByRole('heading', { level: 2, name: 'Sign-in and security' })).toBeVisible({ timeout: 30_000 });
  return nurse;
}

async function signOut(page: Page): Promise<void> {
  expect((await page.request.post(at('/api/auth/logout'))).status()).toBe(200);
  expect((await me(page)).status).toBe(401);
}

test('she adds a passkey in her settings, signs out, and signs in with it on her phone', async ({ page }) => {
  await addVirtualAuthenticator(page);
  const nurse = await onSettings(page, 'passkey');

  const passkeys = page.getByRole('list', { name: 'Passkeys' });
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByLabel('Name this passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Work laptop');
  await expect(passkeys).toContainText('Not used yet');

  await signOut(page);
  await page.setViewportSize(PHONE);
  await page.goto(at('/login'));
  const withPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(withPasskey).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);
  expect(await sidewaysScroll(page)).toBe(0);
  await withPasskey.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  expect((await me(page)).user?.email).toBe(nurse.email);

  await page.goto(at('/settings'));
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Last used');
  await expect(page.getByRole('list', { name: 'Passkeys' })).not.toContainText('Not used yet');
});

test('she turns on the authenticator app, and after her password sign-in asks for its code', async ({ page }) => {
  const nurse = await onSettings(page, 'totp');

  await page.getByRole('button', { name: 'Turn on the authenticator app' }).click();
  const key = page.locator('.nk-settings__secret');
  await expect(key).toBeVisible();
  const grouped = (await key.textContent()) ?? '';
  expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{4}$/);
  await expect(page.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
  const totp = new TOTP({ secret: Secret.fromBase32(grouped.replace(/ /g, '')), digits: 6, period: 30, algorithm: 'SHA1' });

  await page.getByLabel('Enter the 6-digit code the app shows').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  await signOut(page);
  await page.setViewportSize(PHONE);
  await fillSignIn(page, nurse);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  expect((await me(page)).status).toBe(401);
  await expectNoSeriousViolations(page);
  expect(await sidewaysScroll(page)).toBe(0);

  const code = page.getByLabel('Code from your authenticator app, or a recovery code');
  await code.fill('000000' === totp.generate() ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();

  // The code of the step after the one that turned the app on (a code is taken once).
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  expect((await me(page)).user?.email).toBe(nurse.email);
});
