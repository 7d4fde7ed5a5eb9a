import type { Page } from '@playwright/test';
import { newNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { outsideViewport, sidewaysScroll, textLines } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

/** A phone held upright. */
const PHONE = { width: 375, height: 740 };

/** Every link of the top bar lies within the window, none cut off at its edge. */
async function expectTopBarOnScreen(page: Page): Promise<void> {
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links).toHaveCount(5);
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    expect(await outsideViewport(link), `${await link.textContent()} is cut off`).toBe(0);
  }
}

test('at 375 px the career wizard does not scroll sideways, a long apply link included', async ({ page }) => {
  const nurse = await signInOnboarded(page, newNurse('dana'));
  // Her specialty's listing has the longest application link of the board.
  const updated = await page.request.put(`/api/users/${nurse.id}`, { data: { confirmedSpecialties: ['Pediatrics'] } });
  expect(updated.status()).toBe(200);

  await page.setViewportSize(PHONE);
  await page.goto('/career-wizard');
  await page.getByRole('button', { name: 'Generate My Career Path' }).click({ timeout: 30_000 });
  const cards = page.getByRole('list', { name: 'Career recommendations' });
  await expect(cards.getByText(/^Apply at https:\/\/\S{30,}$/).first()).toBeVisible();

  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectTopBarOnScreen(page);
});

test("at 375 px a conversation keeps the other nurse's name on one line and the top bar whole", async ({ page, newPersonPage }) => {
  // Three nurses sign in before the screen is opened.
  test.slow();
  const me = await signInOnboarded(page, newNurse('erin'));
  const otherPage = await newPersonPage();
  const other = await signInOnboarded(otherPage, newNurse('Bernadette'));
  const asked = await page.request.post('/api/connections/request', { data: { userId1: me.id, userId2: other.id, message: 'Hello' } });
  const { id } = (await asked.json()) as { id: number };
  expect((await otherPage.request.put(`/api/connections/${id}/status`, { data: { status: 'accepted' } })).status()).toBe(200);
  expect(
    (await otherPage.request.post('/api/messages', { data: { toUserId: me.id, content: 'Are you on nights next week?' } })).status(),
  ).toBe(201);
  // A pending request puts a count on Network, which widens the bar.
  const thirdPage = await newPersonPage();
  const third = await signInOnboarded(thirdPage, newNurse('fay'));
  const requested = await thirdPage.request.post('/api/connections/request', {
    data: { userId1: third.id, userId2: me.id, message: 'Hi' },
  });
  expect(requested.status()).toBe(201);

  await page.setViewportSize(PHONE);
  await page.goto(`/messages?userId=${other.id}`);
  const thread = page.getByRole('region', { name: `Conversation with ${other.name}` });
  await expect(thread).toContainText('Are you on nights next week?', { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Network/ })).toHaveAccessibleName(/1 pending/);

  const name = thread.getByRole('heading', { name: other.name });
  expect(await textLines(name)).toBe(1);
  // Report and Block stay at hand beside or below it.
  for (const action of ['Report', 'Block']) {
    const button = thread.getByRole('button', { name: action, exact: true });
    await expect(button).toBeVisible();
    expect(await outsideViewport(button)).toBe(0);
  }
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectTopBarOnScreen(page);
});

test('at 375 px the settings screen and the notifications panel fit the screen', async ({ page }) => {
  await signInOnboarded(page, newNurse('gail'));
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  for (const name of ['Reports you filed by email', 'No email during quiet hours']) {
    const control = page.getByRole('switch', { name });
    await expect(control).toBeVisible();
    expect(await outsideViewport(control)).toBe(0);
  }
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectTopBarOnScreen(page);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const settingsLink = panel.getByRole('link', { name: 'Notification settings' });
  await expect(settingsLink).toBeVisible();
  // The panel slides in from the right edge; once there, all of it is on screen.
  for (const part of [panel.getByRole('button', { name: 'Mark all as read' }), settingsLink]) {
    await expect.poll(() => outsideViewport(part)).toBe(0);
  }
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});
