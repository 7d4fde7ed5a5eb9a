import type { BrowserContext, Page } from '@playwright/test';
import type { ThreadPage } from '@nurse/api-client';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { connectedAndWritten, signInOnboarded } from '../support/signed-in';
import { controlledByServiceWorker, databaseNames, OFFLINE_BANNER, OFFLINE_DB, savedAddresses } from '../support/offline';

/** The calendar date `days` from today (UTC), as the API takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The messages of the thread between two nurses, as the API of one of them answers. */
async function threadContents(page: Page, userId: number, otherUserId: number): Promise<string[]> {
  const response = await page.request.get(`/api/messages/${userId}/${otherUserId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ThreadPage).items.map((message) => message.content);
}

async function openConversation(page: Page, otherId: number, otherName: string) {
  await page.goto(`/messages?userId=${otherId}`);
  const thread = page.getByRole('region', { name: `Conversation with ${otherName}` });
  await expect(thread).toBeVisible({ timeout: 30_000 });
  return thread;
}

test('offline she opens her saved conversation and wallet, writes two messages that are sent once each, in order, when she is back, and signing out leaves nothing of hers', async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const context: BrowserContext = page.context();
  const her = await signInOnboarded(page, newNurse('offline'));
  const otherPage = await newPersonPage();
  const other = await signInOnboarded(otherPage, newNurse('offlinepeer'));
  await connectedAndWritten(page, her, otherPage, other, 'Are you on nights this week?');
  const licence = {
    type: 'RN',
    state: 'TX',
    number: 'RN-DEADZONE',
    multistate: false,
    issueDate: inDays(-300),
    expiryDate: inDays(400),
    status: 'active',
  };
  expect((await page.request.post('/api/credentials/licences', { data: licence })).status()).toBe(201);

  // Online, with the service worker in control: she opens the conversation and her wallet.
  await page.goto('/dashboard');
  await controlledByServiceWorker(page);
  let thread = await openConversation(page, other.id, other.name);
  await expect(thread.getByText('Are you on nights this week?')).toBeVisible();
  // The copies are written after the screen shows; leaving at once could end the page before they are.
  await expect
    .poll(() => savedAddresses(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([`/api/conversations/${her.id}`, `/api/messages/${her.id}/${other.id}`]));
  await page.goto('/wallet');
  await expect(page.getByText('RN-DEADZONE')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => savedAddresses(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([`/api/conversations/${her.id}`, `/api/messages/${her.id}/${other.id}`, '/api/credentials/licences']));

  // Offline: the product starts from the worker's copies, and her data from the device's.
  await context.setOffline(true);
  thread = await openConversation(page, other.id, other.name);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(thread.getByText('Are you on nights this week?')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved copy from \d{1,2}:\d{2}/ })).toBeVisible();

  await page.goto('/wallet');
  await expect(page.getByText('RN-DEADZONE')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Saved copy from \d{1,2}:\d{2}/ })).toBeVisible();

  // She writes two messages: each waits on the device.
  thread = await openConversation(page, other.id, other.name);
  const composer = thread.getByRole('textbox', { name: `Message to ${other.name}` });
  await composer.fill('Yes, Tuesday and Wednesday.');
  await composer.press('Enter');
  await expect(thread.getByText('Waiting to send')).toHaveCount(1);
  await composer.fill('Swap Thursday with me?');
  await composer.press('Enter');
  await expect(thread.getByText('Waiting to send')).toHaveCount(2);

  // She closes the app and opens it again, still offline: both still wait, in the order written.
  await page.close();
  page = await context.newPage();
  thread = await openConversation(page, other.id, other.name);
  const waiting = thread.locator('.nw-bubble--pending .nw-bubble__text');
  await expect(waiting).toHaveText(['Yes, Tuesday and Wednesday.', 'Swap Thursday with me?']);
  expect(await threadContents(otherPage, other.id, her.id)).toEqual(['Are you on nights this week?']);

  // Back online: each is sent once, in order.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await expect
    .poll(() => threadContents(otherPage, other.id, her.id), { timeout: 20_000 })
    .toEqual(['Are you on nights this week?', 'Yes, Tuesday and Wednesday.', 'Swap Thursday with me?']);
  await expect(thread.getByText('Waiting to send')).toHaveCount(0, { timeout: 15_000 });
  await expect(thread.getByText('Swap Thursday with me?')).toHaveCount(1);

  // The other nurse sees each once, in order.
  const hers = await openConversation(otherPage, her.id, her.name);
  const bubbles = hers.locator('.nw-bubble__text');
  await expect(bubbles).toHaveText(['Are you on nights this week?', 'Yes, Tuesday and Wednesday.', 'Swap Thursday with me?']);
  // A second start of the app sends nothing again.
  await page.reload();
  await expect(page.getByRole('region', { name: `Conversation with ${other.name}` })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  expect(await threadContents(otherPage, other.id, her.id)).toHaveLength(3);

  // Signing out leaves nothing of hers on the device.
  await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => databaseNames(page), { timeout: 10_000 }).not.toContain(OFFLINE_DB);
  expect(await page.evaluate(() => window.localStorage.getItem('nurse-offline-kept'))).toBeNull();
});

test('at 375 px the offline banner is read whole and covers nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInOnboarded(page, newNurse('offlinephone'));
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
  await page.context().setOffline(true);
  const banner = page.getByText(OFFLINE_BANNER);
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  const heading = await page.getByRole('heading', { level: 1, name: 'Wallet' }).boundingBox();
  const topBar = await page.getByRole('banner').boundingBox();
  expect(box && heading && topBar).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  // Below the top bar, above the page's heading: it pushes the page down.
  expect(box!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height - 1);
  expect(heading!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousViolations(page);
  await page.context().setOffline(false);
  await expect(banner).toBeHidden();
});

test('a message written offline that the server refuses (she was blocked meanwhile) shows why, holds the queue, and can be deleted', async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const her = await signInOnboarded(page, newNurse('offlineblocked'));
  const otherPage = await newPersonPage();
  const other = await signInOnboarded(otherPage, newNurse('offlineblocker'));
  await connectedAndWritten(page, her, otherPage, other, 'See you at handover.');
  await page.goto('/dashboard');
  await controlledByServiceWorker(page);
  await openConversation(page, other.id, other.name);
  await expect.poll(() => savedAddresses(page), { timeout: 15_000 }).toContain(`/api/messages/${her.id}/${other.id}`);

  await page.context().setOffline(true);
  const thread = await openConversation(page, other.id, other.name);
  const composer = thread.getByRole('textbox', { name: `Message to ${other.name}` });
  await composer.fill('Running ten minutes late.');
  await composer.press('Enter');
  await expect(thread.getByText('Waiting to send')).toBeVisible();

  // Meanwhile the other nurse blocks her: back online, the server refuses the message.
  expect((await otherPage.request.post(`/api/users/${other.id}/blocks`, { data: { blockedUserId: her.id } })).status()).toBe(204);
  await page.context().setOffline(false);
  const unsent = page.getByRole('alert').filter({ hasText: 'Running ten minutes late.' });
  await expect(unsent).toContainText('Not sent: You can message only your connections', { timeout: 20_000 });
  await unsent.getByRole('button', { name: 'Delete' }).click();
  await expect(unsent).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('nurse-offline-kept'))).not.toBeNull();
});

test('when her session ends elsewhere, the next start deletes what was kept of her on the device', async ({ page, newPersonPage }) => {
  test.slow();
  const her = await signInOnboarded(page, newNurse('offlineended'));
  const otherPage = await newPersonPage();
  const other = await signInOnboarded(otherPage, newNurse('offlineendedpeer'));
  await connectedAndWritten(page, her, otherPage, other, 'Shift swap?');
  await page.goto('/dashboard');
  await controlledByServiceWorker(page);
  await openConversation(page, other.id, other.name);
  await expect.poll(() => savedAddresses(page), { timeout: 15_000 }).toContain(`/api/conversations/${her.id}`);

  // Signed out elsewhere (another tab, a password reset): the server no longer knows the session.
  expect((await page.request.post('/api/auth/logout')).status()).toBeLessThan(300);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect.poll(() => databaseNames(page), { timeout: 10_000 }).not.toContain(OFFLINE_DB);
});
