import type { Page } from '@playwright/test';
import { newNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

interface StoredChannel {
  category: string;
  inApp: boolean;
  email: boolean;
  push: boolean;
}

async function storedChannel(page: Page, category: string): Promise<StoredChannel | undefined> {
  const stored = (await (await page.request.get('/api/settings/notifications')).json()) as { channels: StoredChannel[] };
  return stored.channels.find((channel) => channel.category === category);
}

async function devices(page: Page): Promise<{ id: number; deviceName: string }[]> {
  return ((await (await page.request.get('/api/push/subscriptions')).json()) as { devices: { id: number; deviceName: string }[] }).devices;
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${size.width} px her settings have a Push column whose switches are stored`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInOnboarded(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });

    await expect(page.getByRole('columnheader', { name: 'Push' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Messages by push', exact: true })).toBeChecked();
    const careerPlanByPush = page.getByRole('switch', { name: 'Career plan ready by push' });
    await expect(careerPlanByPush).not.toBeChecked();
    await careerPlanByPush.click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
    await expect
      .poll(() => storedChannel(page, 'career-plan-ready'))
      .toEqual({
        category: 'career-plan-ready',
        inApp: true,
        email: false,
        push: true,
      });

    await expect(page.getByRole('button', { name: 'Turn on push on this device' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
  });
}

test('turning push on for this device stores it, or says plainly why this browser cannot, and signing out removes it', async ({ page }) => {
  const worker = await page.request.get('/sw-push.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);

  await page.context().grantPermissions(['notifications']);
  const nurse = newNurse('pushdevice');
  await signInOnboarded(page, nurse);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await page.getByRole('button', { name: 'Turn on push on this device' }).click();
  const stored = page.getByText('(this device)');
  const refused = page.getByRole('alert').filter({ hasText: /push/i });
  await expect(stored.or(refused)).toBeVisible({ timeout: 20_000 });

  const subscribed = !(await refused.isVisible());
  test.info().annotations.push({ type: 'push service', description: subscribed ? 'subscribed' : 'none in this browser' });
  if (!subscribed) {
    // Headless Chromium has no push service: subscribing fails, and she is told so in words she can act on.
    await expect(refused).toHaveText(/could not subscribe to push notifications/);
    expect(await devices(page)).toEqual([]);
    return;
  }
  expect(await devices(page)).toHaveLength(1);
  await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInOnboarded(page, nurse);
  expect(await devices(page)).toEqual([]);
});
