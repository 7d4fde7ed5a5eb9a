import type { Page } from '@playwright/test';
import { createNurse, newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signIn, signInAsAdmin, test } from '../support/fixtures';
import { signInOnboarded } from '../support/signed-in';

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
}

test.describe('public screens have no serious or critical accessibility violation', () => {
  for (const [path, heading] of [
    ['/', 'Your nursing career, connected.'],
    ['/signup', 'Reserve Your Early Access'],
    ['/login', 'Welcome Back'],
    ['/auth', 'Join the Network'],
    ['/forgot-password', 'Reset Your Password'],
    ['/reset-password?token=an-emailed-token', /password/i],
    ['/admin-login', 'Admin Login'],
    ['/unsubscribe/not-a-signed-token', 'Unsubscribe'],
    ['/no-such-page', '404 Page Not Found'],
  ] as const) {
    test(path, async ({ page }) => {
      await visit(page, path, heading);
      await expectNoSeriousViolations(page);
    });
  }

  test('/login with its field errors shown', async ({ page }) => {
    await visit(page, '/login', 'Welcome Back');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('signed-in screens have no serious or critical accessibility violation', () => {
  test('/dashboard of a nurse on the waitlist', async ({ page }) => {
    const nurse = newNurse('axedash');
    await createNurse(nurse, { live: false });
    await signIn(page, nurse);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your place on the waitlist')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('/dashboard of a live member', async ({ page }) => {
    await signInOnboarded(page);
    await page.goto('/dashboard');
    await expect(page.getByText('Invite colleagues')).toBeVisible();
    await expect(page.getByPlaceholder('Ask me anything about your nursing career...')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page);
  });

  test('/onboarding', async ({ page }) => {
    const nurse = newNurse('axeonboarding');
    await createNurse(nurse, { live: true });
    await signIn(page, nurse);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: "Let's learn about you" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('/profile', async ({ page }) => {
    const nurse = newNurse('axeprofile');
    await signInOnboarded(page, nurse);
    await visit(page, '/profile', nurse.name);
    await expectNoSeriousViolations(page);
  });

  for (const [path, heading] of [
    ['/network', 'Network'],
    ['/my-connections', 'My Connections'],
    ['/messages', 'Messages'],
    ['/areas-of-interest', 'Interests'],
  ] as const) {
    test(path, async ({ page }) => {
      await signInOnboarded(page);
      await page.goto(path);
      // The first visit downloads the network remote; its lists then load.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }

  test('/settings', async ({ page }) => {
    await signInOnboarded(page);
    await visit(page, '/settings', 'Settings');
    await expect(page.getByRole('switch', { name: 'Messages by email', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('the notifications panel', async ({ page }) => {
    await signInOnboarded(page);
    await visit(page, '/settings', 'Settings');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Notification settings' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('an unknown path inside the signed-in frame', async ({ page }) => {
    await signInOnboarded(page);
    await visit(page, '/no-such-page', '404 Page Not Found');
    await expectNoSeriousViolations(page);
  });

  test('/admin', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
