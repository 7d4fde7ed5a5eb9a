import type { Page } from '@playwright/test';
import type { ThreadPage } from '@nurse/api-client';
import { newNurse, type TestNurse } from '../support/api';
import { settleAnimations } from '../support/animations';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { connectedAndWritten, signInOnboarded } from '../support/signed-in';

/** A nurse whose name no other test uses, so that searching for it finds her alone. */
function uniqueNurse(): TestNurse {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return newNurse(letters);
}

/** The count on a top-bar link ('Network', 'Messages'), as screen readers hear it. */
function badge(page: Page, area: 'Network' | 'Messages') {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${area}`) });
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  // The first visit downloads and renders the network remote; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

test('two nurses connect with a note and message each other, and each sees the other’s moves without reloading', async ({
  page,
  newPersonPage,
}) => {
  const ada = uniqueNurse();
  const bea = uniqueNurse();
  const adaUser = await signInOnboarded(page, ada);
  const beaPage = await newPersonPage();
  const beaUser = await signInOnboarded(beaPage, bea);
  await open(beaPage, '/dashboard', 'Career Assistant');

  // Ada finds Bea by a synonym of her specialty (ICU) and asks to connect, with a note.
  await open(page, '/network', 'Network');
  await page.getByRole('searchbox', { name: 'Search nurses' }).fill('Intensive Care Unit');
  const beaCard = page.getByRole('list', { name: 'Search results' }).getByRole('article', { name: bea.name });
  await beaCard.getByRole('button', { name: `Connect with ${bea.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send Connection Request to ${bea.name}` });
  await expect(dialog.getByRole('button', { name: 'Send Request' })).toBeDisabled();
  await dialog.getByRole('textbox').fill('We met on the ICU night shift.');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Connection Request Sent').first()).toBeVisible();
  await expect(beaCard.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

  // Bea's Network badge moves on the page she already has open.
  await expect(badge(beaPage, 'Network')).toHaveAccessibleName(/1 pending connection requests/);

  // Bea reads the note and accepts; Ada's card turns into Message without a reload.
  await beaPage.getByRole('link', { name: /^Network/ }).click();
  const request = beaPage.getByRole('listitem', { name: `Request from ${ada.name}` });
  await expect(request).toContainText('We met on the ICU night shift.');
  await request.getByRole('button', { name: `Accept ${ada.name}` }).click();
  await expect(beaPage.getByText('Connection accepted').first()).toBeVisible();
  await expect(beaPage.getByRole('list', { name: 'Your Connections' }).getByRole('article', { name: ada.name })).toBeVisible();
  await expect(badge(beaPage, 'Network')).not.toHaveAccessibleName(/pending/);

  await beaCard.getByRole('button', { name: `Message ${bea.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?userId=${beaUser.id}$`));

  // Ada writes; Enter sends, Shift+Enter starts a new line.
  const adaComposer = page.getByRole('textbox', { name: `Message to ${bea.name}` });
  await adaComposer.fill('Are you on shift Tuesday?');
  await adaComposer.press('Shift+Enter');
  await adaComposer.pressSequentially('Bring the rota.');
  await adaComposer.press('Enter');
  await expect(adaComposer).toHaveValue('');
  const adaThread = page.getByRole('list', { name: 'Messages' });
  await expect(adaThread).toContainText('Are you on shift Tuesday?\nBring the rota.');

  // Bea's Messages badge shows it at once; opening the conversation reads it, and Ada sees it was read.
  await expect(badge(beaPage, 'Messages')).toHaveAccessibleName(/1 unread messages/);
  await beaPage.getByRole('link', { name: /^Messages/ }).click();
  await beaPage
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(ada.name) })
    .click();
  await expect(beaPage.getByRole('list', { name: 'Messages' })).toContainText('Bring the rota.');
  await expect(badge(beaPage, 'Messages')).not.toHaveAccessibleName(/unread/);
  await expect(adaThread).toContainText('Read');

  // Bea replies; it reaches Ada's open thread without a reload.
  const beaComposer = beaPage.getByRole('textbox', { name: `Message to ${ada.name}` });
  await beaComposer.fill('Yes, nights. See you there!');
  await beaPage.getByRole('button', { name: 'Send' }).click();
  await expect(adaThread).toContainText('Yes, nights. See you there!');

  // What the server stored: both messages, in the order sent, Ada's read by Bea.
  const stored = await page.request.get(`/api/messages/${adaUser.id}/${beaUser.id}`);
  expect(stored.status()).toBe(200);
  const thread = (await stored.json()) as ThreadPage;
  expect(thread.items.map((message) => [message.fromUserId, message.content])).toEqual([
    [adaUser.id, 'Are you on shift Tuesday?\nBring the rota.'],
    [beaUser.id, 'Yes, nights. See you there!'],
  ]);
  expect(thread.items[0]!.readAt).not.toBeNull();

  // Bea reports Ada's message and blocks her: Ada's open conversation closes (no longer available, with no word of the block) and she cannot write again.
  await beaPage.getByRole('button', { name: 'Report this message' }).click();
  const report = beaPage.getByRole('dialog', { name: `Report ${ada.name}` });
  await report.getByLabel('Spam or advertising').check();
  await report.getByRole('textbox').fill('She keeps sending me agency offers.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(beaPage.getByText('Report sent').first()).toBeVisible();
  await beaPage
    .getByRole('region', { name: `Conversation with ${ada.name}` })
    .getByRole('button', { name: 'Block' })
    .click();
  // A click that lands while the dialog is still zooming in can be lost, leaving it open.
  await settleAnimations(beaPage);
  await beaPage
    .getByRole('dialog', { name: `Block ${ada.name}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(beaPage.getByText(`${ada.name} is blocked`).first()).toBeVisible();
  await expect(beaPage.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByText('This conversation is no longer available.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Message to ${bea.name}` })).toHaveCount(0);
  const refused = await page.request.post('/api/messages', { data: { toUserId: beaUser.id, content: 'Hello?' } });
  expect(refused.status()).toBe(403);

  // An administrator sees the report with the message in context and dismisses it.
  const adminPage = await newPersonPage();
  await signInAsAdmin(adminPage);
  await adminPage.getByRole('tab', { name: 'Reports' }).click();
  const card = adminPage.getByRole('region', { name: 'Spam or advertising' }).filter({ hasText: ada.email.toLowerCase() });
  await expect(card).toContainText('She keeps sending me agency offers.');
  await expect(card).toContainText('Bring the rota.');
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(adminPage.getByText('Report dismissed').first()).toBeVisible();
});

test('with the live socket refused, the badges still move by polling', async ({ page, newPersonPage }) => {
  const ada = uniqueNurse();
  const bea = uniqueNurse();
  await signInOnboarded(page, ada);
  const beaPage = await newPersonPage();
  const beaUser = await signInOnboarded(beaPage, bea);
  // Bea's browser cannot keep a socket open: her screens fall back to asking every few seconds.
  await beaPage.routeWebSocket(/\/api\/live/, (socket) => socket.close());
  await open(beaPage, '/dashboard', 'Career Assistant');

  const asked = await page.request.post('/api/connections/request', {
    data: {
      userId1: (await page.request.get('/api/auth/me').then((r) => r.json())).id,
      userId2: beaUser.id,
      message: 'Hello from the ward',
    },
  });
  expect(asked.status()).toBe(201);
  await expect(badge(beaPage, 'Network')).toHaveAccessibleName(/1 pending connection requests/, { timeout: 15_000 });
});

test('Interests shows nurses, jobs and learning in her specialties, and a chip filters them', async ({ page, newPersonPage }) => {
  const ada = uniqueNurse();
  const bea = uniqueNurse();
  const adaUser = await signInOnboarded(page, ada);
  await signInOnboarded(await newPersonPage(), bea);
  const updated = await page.request.put(`/api/users/${adaUser.id}`, { data: { confirmedSpecialties: ['ICU', 'Critical Care'] } });
  expect(updated.status()).toBe(200);

  await open(page, '/areas-of-interest', 'Interests');
  // Both are experienced in ICU (onboarding), so Bea is among the professionals found.
  await expect(page.getByText(/professionals? found/)).toBeVisible();
  await expect(page.getByRole('article', { name: bea.name })).toBeVisible();

  await page.getByRole('tab', { name: 'Jobs' }).click();
  // No chip selected: every open listing, the first release's twelve among them (other tests may be publishing theirs).
  const jobs = page.getByRole('list', { name: 'Jobs' }).getByRole('listitem');
  await expect.poll(() => jobs.count()).toBeGreaterThanOrEqual(12);
  await expect(jobs.filter({ hasText: 'Pediatric Registered Nurse, Inpatient Medical Unit' })).toHaveCount(1);
  await page.getByRole('list', { name: 'Experienced In' }).getByRole('button', { name: 'Critical Care' }).click();
  const micu = jobs.filter({ hasText: 'Critical Care Registered Nurse (MICU)' });
  await expect(micu).toHaveCount(1);
  await expect(jobs.filter({ hasText: 'Pediatric Registered Nurse, Inpatient Medical Unit' })).toHaveCount(0);
  await expect(micu.getByRole('link', { name: /Apply Now/ })).toHaveAttribute('target', '_blank');

  await page.getByRole('tab', { name: 'Learning' }).click();
  await expect(page.getByRole('list', { name: 'Learning resources' }).getByRole('listitem')).toHaveCount(1);
});

test('at 375 px the conversation list and the thread take turns, with a way back', async ({ page, newPersonPage }) => {
  const ada = uniqueNurse();
  const bea = uniqueNurse();
  const adaUser = await signInOnboarded(page, ada);
  const beaPage = await newPersonPage();
  const beaUser = await signInOnboarded(beaPage, bea);
  await connectedAndWritten(page, adaUser, beaPage, beaUser, 'Welcome aboard!');

  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/messages', 'Messages');
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('button', { name: new RegExp(bea.name) }).click();
  const thread = page.getByRole('region', { name: `Conversation with ${bea.name}` });
  await expect(thread).toContainText('Welcome aboard!');
  await expect(list).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await thread.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
  await expect(page).toHaveURL(/\/messages$/);
});
