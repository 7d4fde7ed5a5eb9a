import type { Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import { TYPING_THROTTLE_MS } from '@nurse/domain';
import { newNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInOnboarded } from '../support/signed-in';

async function setContact(page: Page, settings: Record<string, unknown>): Promise<void> {
  expect((await page.request.put('/api/settings/contact', { data: settings })).status()).toBe(200);
}

const thread = (page: Page, other: User) => page.getByRole('region', { name: `Conversation with ${other.name}` });
const composer = (page: Page, other: User) => page.getByRole('textbox', { name: `Message to ${other.name}` });

test('a nurse of her specialty writes; she accepts from the Requests tab, and typing and Read show only while both show them', async ({
  page,
  newPersonPage,
}) => {
  const beaPage = await newPersonPage();
  // Both are ICU nurses (what onboarding gives them here); they are not connected.
  const ada = await signInOnboarded(page, newNurse('Ada'));
  const bea = await signInOnboarded(beaPage, newNurse('Bea'));
  await setContact(beaPage, { contactPolicy: 'specialty' });

  await page.goto(`/messages?userId=${bea.id}`);
  await composer(page, bea).fill('Hello Bea, are you on the ICU rota next week?');
  await composer(page, bea).press('Enter');
  await expect(thread(page, bea).getByRole('list', { name: 'Messages' })).toContainText('are you on the ICU rota', { timeout: 30_000 });

  await beaPage.goto('/messages');
  const requestsTab = beaPage.getByRole('tab', { name: 'Requests (1)' });
  await requestsTab.click({ timeout: 30_000 });
  const requests = beaPage.getByRole('list', { name: 'Message requests' });
  await expect(requests).toContainText('Hello Bea, are you on the ICU rota next week?');
  await requests.getByRole('button', { name: `Accept message request from ${ada.name}` }).click();
  await expect(beaPage).toHaveURL(new RegExp(`/messages\\?userId=${ada.id}$`));
  await expect(thread(beaPage, ada).getByRole('list', { name: 'Messages' })).toContainText('are you on the ICU rota');

  // Bea opened the thread, so it is read: Ada sees it, and each sees the other typing.
  await expect(thread(page, bea).getByText('· Read')).toBeVisible({ timeout: 15_000 });
  // The composer tells the other nurse at most once per TYPING_THROTTLE_MS, and Ada typed her request moments ago.
  await page.waitForTimeout(TYPING_THROTTLE_MS);
  await composer(page, bea).fill('I');
  await expect(thread(beaPage, ada).getByText('Ada is typing…')).toBeVisible();
  await composer(beaPage, ada).fill('Y');
  await expect(thread(page, bea).getByText('Bea is typing…')).toBeVisible();
  await composer(beaPage, ada).press('Enter');
  await expect(thread(page, bea).getByText('Bea is typing…')).toBeHidden();

  // With Bea's read receipts off, neither sees the other's.
  await setContact(beaPage, { readReceipts: false });
  await composer(page, bea).fill('');
  await composer(page, bea).fill('One more thing');
  await composer(page, bea).press('Enter');
  await expect(thread(beaPage, ada).getByRole('list', { name: 'Messages' })).toContainText('One more thing', { timeout: 15_000 });
  await page.waitForTimeout(TYPING_THROTTLE_MS);
  await composer(page, bea).fill('Still there?');
  await page.reload();
  await expect(thread(page, bea).getByRole('list', { name: 'Messages' })).toContainText('One more thing', { timeout: 30_000 });
  await expect(thread(page, bea).getByText('· Read')).toHaveCount(0);
  await expect(thread(beaPage, ada).getByText('Ada is typing…')).toHaveCount(0);
});
