import type { Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import { newNurse, type TestNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { conversationList, groupThread, messageWith, storedMessages } from '../support/groups';
import { expectNoOverlaps, sidewaysScroll } from '../support/layout';
import { controlledByServiceWorker, OFFLINE_BANNER, savedAddresses } from '../support/offline';
import { connected, signInOnboarded } from '../support/signed-in';

const NAME = 'Ward 7 nights';
const QUESTION = 'Who can cover bay 3 on Friday?';
const FIRST = 'I can take bay 3.';
const SECOND = 'Swap Saturday with me?';
/** Text the patient information check asks about (libs/domain/src/patient-information.ts). */
const THIRD = 'Can you check MRN 00482913 before handover?';
const SAVED_COPY = /^Saved copy from \d{1,2}:\d{2}/;

interface Member {
  nurse: TestNurse;
  user: User;
  page: Page;
}

/**
 * Three live nurses, each signed in on her own page: `creator` makes the group NAME with the other two
 * (her connections), and `writer` asks QUESTION in it.
 */
async function threeInAGroup(
  page: Page,
  newPersonPage: () => Promise<Page>,
  prefix: string,
  roles: { creator: 'ada' | 'bea'; writer: 'ada' | 'bea' },
): Promise<{ ada: Member; bea: Member; cleo: Member; groupId: number }> {
  const member = async (name: string, on: Page): Promise<Member> => {
    const nurse = newNurse(`${prefix}${name}`);
    return { nurse, user: await signInOnboarded(on, nurse), page: on };
  };
  const ada = await member('ada', page);
  const bea = await member('bea', await newPersonPage());
  const cleo = await member('cleo', await newPersonPage());
  await connected(ada.page, ada.user, bea.page, bea.user);
  await connected(ada.page, ada.user, cleo.page, cleo.user);
  await connected(bea.page, bea.user, cleo.page, cleo.user);
  const creator = roles.creator === 'ada' ? ada : bea;
  const others = [ada, bea, cleo].filter((one) => one !== creator).map((one) => one.user.id);
  const made = await creator.page.request.post('/api/groups', { data: { name: NAME, memberIds: others } });
  expect(made.status()).toBe(201);
  const { id: groupId } = (await made.json()) as { id: number };
  const writer = roles.writer === 'ada' ? ada : bea;
  expect((await writer.page.request.post(`/api/groups/${groupId}/messages`, { data: { content: QUESTION } })).status()).toBe(201);
  return { ada, bea, cleo, groupId };
}

/** Online, with the service worker in control, she opens the group, and its reads are kept on the device. */
async function openedOnline(page: Page, groupId: number): Promise<void> {
  await page.goto('/dashboard');
  await controlledByServiceWorker(page);
  await page.goto(`/messages?groupId=${groupId}`);
  await expect(messageWith(groupThread(page, NAME), QUESTION)).toBeVisible({ timeout: 30_000 });
  // The copies are written after the screen shows; leaving at once could end the page before they are.
  await expect
    .poll(() => savedAddresses(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/api/groups', `/api/groups/${groupId}`, `/api/groups/${groupId}/messages`]));
}

const contents = async (page: Page, groupId: number) => (await storedMessages(page, groupId)).map((message) => message.content);

test('offline she reads her group from the device and writes in it; back online each message reaches the others once, in order, on phones too', async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const { ada, bea, cleo, groupId } = await threeInAGroup(page, newPersonPage, 'grpoff', { creator: 'ada', writer: 'bea' });
  await openedOnline(page, groupId);
  // Bea has the group open on her phone.
  await bea.page.setViewportSize({ width: 375, height: 740 });
  await bea.page.goto(`/messages?groupId=${groupId}`);
  const beaThread = groupThread(bea.page, NAME);
  await expect(messageWith(beaThread, QUESTION)).toBeVisible({ timeout: 30_000 });

  // Offline: the product starts from the worker's copies, her group list and the thread from the device's.
  await page.context().setOffline(true);
  await page.goto('/messages');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible({ timeout: 30_000 });
  await conversationList(page)
    .getByRole('button', { name: new RegExp(NAME) })
    .click();
  const thread = groupThread(page, NAME);
  await expect(messageWith(thread, QUESTION)).toContainText(bea.nurse.name);
  await expect(page.getByRole('status').filter({ hasText: SAVED_COPY })).toBeVisible();

  // She writes two messages: each waits on the device.
  const composer = thread.getByRole('textbox', { name: `Message to ${NAME}` });
  await composer.fill(FIRST);
  await composer.press('Enter');
  await expect(thread.getByText('Waiting to send')).toHaveCount(1);
  await composer.fill(SECOND);
  await composer.press('Enter');
  await expect(thread.getByText('Waiting to send')).toHaveCount(2);
  // The patient information check opens offline too (its code was downloaded online); she confirms.
  await composer.fill(THIRD);
  await composer.press('Enter');
  const check = page.getByRole('dialog', { name: 'Check for patient information' });
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'It holds none, send it' }).click();
  await expect(thread.getByText('Waiting to send')).toHaveCount(3);
  await expect(composer).toHaveValue('');
  const waiting = thread.locator('.nw-bubble--pending .nw-bubble__text');
  await expect(waiting).toHaveText([FIRST, SECOND, THIRD]);
  expect(await contents(bea.page, groupId)).toEqual([QUESTION]);

  // On her phone the waiting messages are read whole, and nothing overlaps.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(waiting).toHaveText([FIRST, SECOND, THIRD]);
  await expect(thread.getByText('Waiting to send').last()).toBeInViewport();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoOverlaps(page, { within: 'main' });
  await expectNoSeriousViolations(page);

  // Back online: each is sent once, in order.
  await page.context().setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await expect.poll(() => contents(bea.page, groupId), { timeout: 20_000 }).toEqual([QUESTION, FIRST, SECOND, THIRD]);
  await expect(thread.getByText('Waiting to send')).toHaveCount(0, { timeout: 15_000 });
  await expect(messageWith(thread, FIRST)).toHaveCount(1);
  await expect(thread.getByText(/^Not sent/)).toHaveCount(0);

  // Bea sees them arrive on her open thread, and Cleo in hers, each once, in order, under Ada's name.
  await expect(beaThread.locator('.nw-bubble__text')).toHaveText([QUESTION, FIRST, SECOND, THIRD], { timeout: 15_000 });
  await expect(messageWith(beaThread, FIRST)).toContainText(ada.nurse.name);
  await cleo.page.setViewportSize({ width: 375, height: 740 });
  await cleo.page.goto(`/messages?groupId=${groupId}`);
  await expect(groupThread(cleo.page, NAME).locator('.nw-bubble__text')).toHaveText([QUESTION, FIRST, SECOND, THIRD], { timeout: 30_000 });
  expect(await sidewaysScroll(bea.page)).toBe(0);

  // A second start of the app sends nothing again.
  await page.reload();
  await expect(messageWith(groupThread(page, NAME), THIRD)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  expect(await contents(cleo.page, groupId)).toEqual([QUESTION, FIRST, SECOND, THIRD]);
});

test('a group message written offline that the server refuses (she was removed meanwhile) shows why and can be deleted', async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const { ada, bea, groupId } = await threeInAGroup(page, newPersonPage, 'grprefused', { creator: 'bea', writer: 'bea' });
  await openedOnline(page, groupId);

  await page.context().setOffline(true);
  await page.goto(`/messages?groupId=${groupId}`);
  const thread = groupThread(page, NAME);
  const composer = thread.getByRole('textbox', { name: `Message to ${NAME}` });
  await composer.fill(FIRST);
  await composer.press('Enter');
  await expect(thread.getByText('Waiting to send')).toBeVisible();

  // Meanwhile Bea, who made the group, removes her: back online, the server refuses the message.
  expect((await bea.page.request.delete(`/api/groups/${groupId}/members/${ada.user.id}`)).status()).toBe(204);
  await page.context().setOffline(false);
  await expect(page.getByText('You are no longer a member of this group.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  const unsent = page.getByRole('alert').filter({ hasText: FIRST });
  await expect(unsent).toContainText('Not sent: Group not found', { timeout: 20_000 });
  await unsent.getByRole('button', { name: 'Delete' }).click();
  await expect(unsent).toBeHidden();
  expect(await contents(bea.page, groupId)).toEqual([QUESTION]);
});
