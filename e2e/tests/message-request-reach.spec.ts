import type { Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import { newNurse, type TestNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectNoOverlaps, sidewaysScroll } from '../support/layout';
import { newestMail } from '../support/outbox';
import { signInOnboarded } from '../support/signed-in';

/** A nurse whose name no other test uses, so that searching for it finds her alone. */
function uniqueNurse(): TestNurse {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return newNurse(letters);
}

/** The top bar's Messages link, named with its count as screen readers hear it. */
const messagesLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const thread = (page: Page, other: TestNurse) => page.getByRole('region', { name: `Conversation with ${other.name}` });

async function allowSpecialty(page: Page): Promise<void> {
  expect((await page.request.put('/api/settings/contact', { data: { contactPolicy: 'specialty' } })).status()).toBe(200);
}

async function sendRequest(page: Page, to: User, content: string): Promise<void> {
  expect((await page.request.post('/api/messages', { data: { toUserId: to.id, content } })).status()).toBe(201);
}

/** Her Requests tab is the one shown, and lists the request. */
async function expectRequestShown(page: Page, from: TestNurse, content: string): Promise<void> {
  await expect(page.getByRole('tab', { name: /^Requests/ })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  const requests = page.getByRole('list', { name: 'Message requests' });
  await expect(requests).toContainText(content);
  await expect(requests.getByRole('button', { name: `Accept message request from ${from.name}` })).toBeVisible();
  await expect(page.getByText('No conversations yet')).toHaveCount(0);
}

test('a message request counts on her Messages badge, and the bell and the digest email open it on the Requests tab', async ({
  page,
  newPersonPage,
}) => {
  const ada = uniqueNurse();
  const bea = uniqueNurse();
  const cleo = uniqueNurse();
  const adaUser = await signInOnboarded(page, ada);
  await allowSpecialty(page);
  const beaPage = await newPersonPage();
  await signInOnboarded(beaPage, bea);
  const cleoPage = await newPersonPage();
  await signInOnboarded(cleoPage, cleo);

  // Ada is away: what comes meanwhile is mailed to her in a digest. Her last request is stored to the
  // millisecond, so the message request comes clearly after it.
  await page.goto('about:blank');
  await page.waitForTimeout(1100);
  await sendRequest(beaPage, adaUser, 'Hello Ada, is the ICU at St Mary hiring?');
  const digest = await newestMail(ada.email, `${bea.name} would like to send you a message`);
  const digestLink = digest.body.match(/https?:\/\/[^\s"'<>]+\/messages\?tab=requests/)?.[0];
  if (!digestLink) throw new Error(`No link to her message requests in the digest '${digest.subject}'`);

  // Back, she sees the request counted on Messages, and a second one moves the count while she looks.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Career Assistant' })).toBeVisible({ timeout: 30_000 });
  await expect(messagesLink(page)).toHaveAccessibleName(/1 unread messages and message requests/);
  await sendRequest(cleoPage, adaUser, 'Hi Ada, a question about night shifts');
  await expect(messagesLink(page)).toHaveAccessibleName(/2 unread messages and message requests/);
  const badges = (await (await page.request.get('/api/badges')).json()) as { unreadMessages: number; messageRequests: number };
  expect(badges).toMatchObject({ unreadMessages: 0, messageRequests: 2 });

  // The bell's notification opens her Requests tab with the request in it.
  await bell(page).click();
  const notification = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`^Unread: ${bea.name} would like to send you a message`) });
  await expect(notification).toHaveAttribute('href', '/messages?tab=requests');
  await notification.click();
  await expect(page).toHaveURL(/\/messages\?tab=requests$/);
  await expectRequestShown(page, bea, 'Hello Ada, is the ICU at St Mary hiring?');

  // So does the digest's link, opened afresh, at a phone's width too.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(digestLink);
    await expectRequestShown(page, bea, 'Hello Ada, is the ICU at St Mary hiring?');
    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoSeriousViolations(page);
  }

  // Choosing Conversations leaves the link's tab; answering a request takes the count off the badge.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Conversations' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await expect(page).toHaveURL(/\/messages\?tab=requests$/);
  await page
    .getByRole('list', { name: 'Message requests' })
    .getByRole('button', { name: `Decline message request from ${cleo.name}` })
    .click();
  await expect(messagesLink(page)).toHaveAccessibleName(/1 unread messages and message requests/);
});

test('a nurse of her specialty sees Message on her card when her setting allows it, writes, and is told the message waits for her acceptance', async ({
  page,
  newPersonPage,
}) => {
  const ada = uniqueNurse();
  const bea = uniqueNurse();
  const dora = uniqueNurse();
  const adaUser = await signInOnboarded(page, ada);
  await allowSpecialty(page);
  const beaPage = await newPersonPage();
  await signInOnboarded(beaPage, bea);
  const consoleErrors: string[] = [];
  beaPage.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // Bea, an ICU nurse like Ada, finds her card: Message beside Connect.
  await beaPage.goto('/network');
  await expect(beaPage.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible({ timeout: 30_000 });
  await beaPage.getByRole('searchbox', { name: 'Search nurses' }).fill(ada.name);
  const adaCard = beaPage.getByRole('list', { name: 'Search results' }).getByRole('article', { name: ada.name });
  await expect(adaCard.getByRole('button', { name: `Connect with ${ada.name}` })).toBeVisible();
  await expect(adaCard.getByRole('button', { name: `Message ${ada.name}` })).toBeVisible();
  // Message beside Connect fits a phone's width.
  await beaPage.setViewportSize({ width: 375, height: 800 });
  expect(await sidewaysScroll(beaPage)).toBe(0);
  await expectNoOverlaps(beaPage, { within: '.nw-person' });
  await beaPage.setViewportSize({ width: 1280, height: 800 });
  await adaCard.getByRole('button', { name: `Message ${ada.name}` }).click();
  await expect(beaPage).toHaveURL(new RegExp(`/messages\\?userId=${adaUser.id}$`));

  // The thread says her first message is a request; once sent, that it waits for Ada's acceptance.
  const adaThread = thread(beaPage, ada);
  await expect(adaThread.getByRole('status').filter({ hasText: 'is a message request' })).toBeVisible({ timeout: 30_000 });
  const composer = adaThread.getByRole('textbox', { name: `Message to ${ada.name}` });
  await composer.pressSequentially('Hello Ada, are you on the ICU rota?');
  await composer.press('Enter');
  await expect(adaThread.getByRole('list', { name: 'Messages' })).toContainText('Hello Ada, are you on the ICU rota?');
  await expect(adaThread.getByRole('status').filter({ hasText: `waits for ${ada.name} to accept it` })).toBeVisible();
  await expect(composer).toHaveCount(0);
  for (const width of [1280, 375]) {
    await beaPage.setViewportSize({ width, height: 800 });
    await expect(adaThread.getByRole('status').filter({ hasText: `waits for ${ada.name} to accept it` })).toBeVisible();
    expect(await sidewaysScroll(beaPage)).toBe(0);
    await expectNoSeriousViolations(beaPage);
  }
  // No typing signal went out for the request, so nothing was refused.
  expect(consoleErrors).toEqual([]);

  // Ada has it waiting, not delivered.
  const requests = (await (await page.request.get('/api/message-requests')).json()) as { items: { message: string }[] };
  expect(requests.items.map((request) => request.message)).toEqual(['Hello Ada, are you on the ICU rota?']);

  // Dora shares no specialty with Ada: her card offers Connect only.
  const doraPage = await newPersonPage();
  const doraUser = await signInOnboarded(doraPage, dora);
  expect((await doraPage.request.put(`/api/users/${doraUser.id}`, { data: { confirmedSpecialties: ['Oncology'] } })).status()).toBe(200);
  await doraPage.goto('/network');
  await expect(doraPage.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible({ timeout: 30_000 });
  const standingRead = doraPage.waitForResponse((response) => response.url().includes(`/contact-standing/${adaUser.id}`));
  await doraPage.getByRole('searchbox', { name: 'Search nurses' }).fill(ada.name);
  expect(((await (await standingRead).json()) as { canMessage: boolean }).canMessage).toBe(false);
  const adaCardForDora = doraPage.getByRole('list', { name: 'Search results' }).getByRole('article', { name: ada.name });
  await expect(adaCardForDora.getByRole('button', { name: `Connect with ${ada.name}` })).toBeVisible();
  await expect(adaCardForDora.getByRole('button', { name: `Message ${ada.name}` })).toHaveCount(0);
});
