import type { Locator, Page } from '@playwright/test';
import type { User } from '@nurse/api-client';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectNoOverlaps, sidewaysScroll } from '../support/layout';
import { connected, signInOnboarded, twoConnectedNurses } from '../support/signed-in';
import { conversationList, groupThread, messageWith, storedGroup, storedMessages } from '../support/groups';

const NAME = 'ICU night shift';
const RENAMED = 'ICU nights, ward 4';
const HANDOVER = 'Handover moved to 19:00 tonight';
const REPLY = 'Thanks, I will be there';
const WELCOME = 'Welcome to the group, Cleo';

/** Opens the group's details panel from its thread's header. */
async function openDetails(page: Page, thread: Locator, name: string): Promise<Locator> {
  await thread.getByRole('button', { name: 'Group details' }).click();
  const details = page.getByRole('dialog', { name: `Details of ${name}` });
  await expect(details).toBeVisible();
  return details;
}

test('three connected nurses write in a group: create, live replies, Read by, add, rename, remove and leave, on a laptop and on phones', async ({
  page,
  newPersonPage,
}) => {
  const ada = newNurse('ada');
  const bea = newNurse('bea');
  const cleo = newNurse('cleo');
  const adaUser = await signInOnboarded(page, ada);
  const beaPage = await newPersonPage();
  const beaUser = await signInOnboarded(beaPage, bea);
  const cleoPage = await newPersonPage();
  const cleoUser: User = await signInOnboarded(cleoPage, cleo);
  await connected(page, adaUser, beaPage, beaUser);
  await connected(page, adaUser, cleoPage, cleoUser);
  await connected(beaPage, beaUser, cleoPage, cleoUser);
  // Ada starts on a laptop's width; Bea and Cleo are on phones.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const phone of [beaPage, cleoPage]) await phone.setViewportSize({ width: 375, height: 740 });

  await beaPage.goto('/messages');
  await cleoPage.goto('/messages');
  await expect(beaPage.getByRole('heading', { name: 'Messages' })).toBeVisible({ timeout: 30_000 });

  // Ada makes the group with Bea: the limits' message first, then the name and her connection.
  await page.goto('/messages');
  await page.getByRole('button', { name: 'New group' }).click();
  const form = page.getByRole('dialog', { name: 'New group' });
  await expect(form.getByRole('checkbox', { name: bea.name })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form).toContainText('Please give the group a name');
  await expect(form).toContainText('Choose at least one connection to add');
  await expectNoSeriousViolations(page);
  await form.getByRole('textbox', { name: 'Group name' }).fill(NAME);
  await form.getByRole('checkbox', { name: bea.name }).check();
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form).toHaveCount(0);

  // The thread opens at the group's address; the server stores the group with its creator.
  await expect(page).toHaveURL(/\/messages\?groupId=\d+$/);
  const groupId = Number(new URL(page.url()).searchParams.get('groupId'));
  const adaThread = groupThread(page, NAME);
  await expect(adaThread.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(adaThread).toContainText('2 members');
  const created = await storedGroup(page, groupId);
  expect(created.members.map((member) => member.userId).sort()).toEqual([adaUser.id, beaUser.id].sort());
  expect(created.members.find((member) => member.isCreator)?.userId).toBe(adaUser.id);

  // She writes; Bea sees the group come into her list and the message, without a reload.
  const adaComposer = adaThread.getByRole('textbox', { name: `Message to ${NAME}` });
  await adaComposer.fill(HANDOVER);
  await adaComposer.press('Enter');
  await expect(messageWith(adaThread, HANDOVER)).toHaveCount(1);
  await expect(conversationList(beaPage).getByRole('button', { name: new RegExp(NAME) })).toBeVisible();
  await conversationList(beaPage)
    .getByRole('button', { name: new RegExp(NAME) })
    .click();
  const beaThread = groupThread(beaPage, NAME);
  await expect(messageWith(beaThread, HANDOVER)).toContainText(ada.name);
  expect((await storedMessages(beaPage, groupId)).map((message) => message.content)).toEqual([HANDOVER]);

  // Bea opened it: Ada's message shows it read; Bea replies and Ada sees it live, with Bea's name.
  await expect(messageWith(adaThread, HANDOVER)).toContainText('Read by');
  const beaComposer = beaThread.getByRole('textbox', { name: `Message to ${NAME}` });
  await beaComposer.fill(REPLY);
  await beaComposer.press('Enter');
  await expect(messageWith(adaThread, REPLY)).toContainText(bea.name);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
    await expect(adaThread.getByRole('heading', { name: NAME })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoOverlaps(page, { within: 'main' });
    await expectNoSeriousViolations(page);
  }
  await expectNoOverlaps(beaPage, { within: 'main' });
  expect((await storedMessages(page, groupId)).find((message) => message.content === HANDOVER)?.readByCount).toBe(1);

  // Bea, a member, adds Cleo, her own connection.
  const beaDetails = await openDetails(beaPage, beaThread, NAME);
  await expect(beaDetails.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(beaDetails.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await beaDetails.getByRole('checkbox', { name: cleo.name }).check();
  await beaDetails.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(beaDetails.getByRole('listitem').filter({ hasText: cleo.name })).toBeVisible();
  await expectNoSeriousViolations(beaPage);
  await beaPage.keyboard.press('Escape');
  await expect(adaThread).toContainText('3 members');

  // Cleo finds the group and reads what is written from the time she joined.
  await conversationList(cleoPage)
    .getByRole('button', { name: new RegExp(NAME) })
    .click();
  const cleoThread = groupThread(cleoPage, NAME);
  await adaComposer.fill(WELCOME);
  await adaComposer.press('Enter');
  await expect(messageWith(cleoThread, WELCOME)).toContainText(ada.name);
  await expect(cleoThread.getByText(HANDOVER)).toHaveCount(0);
  expect((await storedMessages(cleoPage, groupId)).map((message) => message.content)).toEqual([WELCOME]);

  // Ada, its creator, renames it: every open tab shows the new name.
  const adaDetails = await openDetails(page, adaThread, NAME);
  await adaDetails.getByRole('textbox', { name: 'Group name' }).fill(RENAMED);
  await adaDetails.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('dialog', { name: `Details of ${RENAMED}` })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const [tab, thread] of [
    [beaPage, groupThread(beaPage, RENAMED)],
    [cleoPage, groupThread(cleoPage, RENAMED)],
  ] as const) {
    await expect(thread.getByRole('heading', { name: RENAMED })).toBeVisible();
    expect(await sidewaysScroll(tab)).toBe(0);
  }
  expect((await storedGroup(page, groupId)).name).toBe(RENAMED);

  // Cleo leaves, after confirming: the group leaves her list, and the others see two members.
  const cleoDetails = await openDetails(cleoPage, groupThread(cleoPage, RENAMED), RENAMED);
  await cleoDetails.getByRole('button', { name: 'Leave group' }).click();
  const confirm = cleoPage.getByRole('dialog', { name: `Leave ${RENAMED}?` });
  await confirm.getByRole('button', { name: 'Leave group' }).click();
  await expect(conversationList(cleoPage).getByRole('button', { name: new RegExp(RENAMED) })).toHaveCount(0);
  await expect(groupThread(page, RENAMED)).toContainText('2 members');
  expect([403, 404]).toContain((await cleoPage.request.get(`/api/groups/${groupId}/messages`)).status());

  // Ada removes Bea: Bea's open tab leaves the thread with a notice.
  const lastDetails = await openDetails(page, groupThread(page, RENAMED), RENAMED);
  await lastDetails.getByRole('button', { name: `Remove ${bea.name} from the group` }).click();
  await expect(beaPage.getByText('You are no longer a member of this group.')).toBeVisible();
  await expect(conversationList(beaPage).getByRole('button', { name: new RegExp(RENAMED) })).toHaveCount(0);
  expect((await storedGroup(page, groupId)).members.map((member) => member.userId)).toEqual([adaUser.id]);
});

test('a group message notification opens the group thread; a group she is not in says so', async ({ page, newPersonPage }) => {
  const { adaUser, bea, beaPage } = await twoConnectedNurses(page, newPersonPage);
  const made = await beaPage.request.post('/api/groups', { data: { name: 'Charge nurses', memberIds: [adaUser.id] } });
  expect(made.status()).toBe(201);
  const { id: groupId } = (await made.json()) as { id: number };
  const sent = await beaPage.request.post(`/api/groups/${groupId}/messages`, { data: { content: 'Rota is out' } });
  expect(sent.status()).toBe(201);

  // The bell's notification links to the group's thread, which opens on the message.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Career Assistant' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`${bea.name} sent a message in Charge nurses`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?groupId=${groupId}$`));
  await expect(messageWith(groupThread(page, 'Charge nurses'), 'Rota is out')).toContainText(bea.name, { timeout: 30_000 });

  // An address of a group she is not in says so rather than showing another conversation.
  await page.goto('/messages?groupId=999999');
  await expect(page.getByText('You are no longer a member of this group.')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);
});
