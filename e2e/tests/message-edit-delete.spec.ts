import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { twoConnectedNurses } from '../support/signed-in';

const SENT = 'Running ten minutes late';
const EDITED = 'Running twenty minutes late';
const DELETED = 'This message was deleted';

interface StoredMessage {
  id: number;
  content: string;
  editedAt: string | null;
  deletedAt: string | null;
  reactions: { reaction: string; userIds: number[] }[];
}

/** The pair's messages as the server stores them for the reader. */
async function storedThread(page: Page, readerId: number, otherId: number): Promise<StoredMessage[]> {
  const response = await page.request.get(`/api/messages/${readerId}/${otherId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: StoredMessage[] }).items;
}

/** The thread's message holding `text` (a stored message: it has its reactions). */
const messageWith = (thread: Locator, text: string) =>
  thread
    .getByRole('listitem')
    .filter({ hasText: text })
    .filter({ has: thread.page().getByRole('group', { name: 'Reactions' }) });

test('a nurse edits and deletes her message and both react, seen live by both on phones', async ({ page, newPersonPage }) => {
  const { ada, adaUser, bea, beaUser, beaPage } = await twoConnectedNurses(page, newPersonPage);
  for (const phone of [page, beaPage]) await phone.setViewportSize({ width: 375, height: 740 });

  await page.goto(`/messages?userId=${beaUser.id}`);
  const adaThread = page.getByRole('region', { name: `Conversation with ${bea.name}` });
  await expect(adaThread).toContainText('See you on the ward.', { timeout: 30_000 });
  await beaPage.goto(`/messages?userId=${adaUser.id}`);
  const beaThread = beaPage.getByRole('region', { name: `Conversation with ${ada.name}` });
  await expect(beaThread).toContainText('See you on the ward.', { timeout: 30_000 });

  // Ada sends; Bea sees it arrive.
  const composer = page.getByRole('textbox', { name: `Message to ${bea.name}` });
  await composer.fill(SENT);
  await composer.press('Enter');
  await expect(messageWith(adaThread, SENT)).toHaveCount(1);
  await expect(beaThread).toContainText(SENT);
  // Only her own message has the menu; Bea's message to her has none.
  await expect(adaThread.getByRole('button', { name: 'Message actions' })).toHaveCount(1);
  await expect(beaThread.getByRole('button', { name: 'Message actions' })).toHaveCount(1);

  // She edits it from the keyboard: the menu, Edit, her new text, Enter.
  const actions = messageWith(adaThread, SENT).getByRole('button', { name: 'Message actions' });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Tab moves into the menu, on its first item; Enter picks it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const editor = adaThread.getByRole('textbox', { name: 'Edit your message' });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(SENT);
  await editor.fill(EDITED);
  await editor.press('Enter');
  await expect(editor).toHaveCount(0);

  // Both see the new text marked edited, Bea without a reload; the server stores it.
  for (const thread of [adaThread, beaThread]) {
    await expect(messageWith(thread, EDITED)).toContainText('edited');
    await expect(thread.getByText(SENT, { exact: true })).toHaveCount(0);
  }
  const [edited] = (await storedThread(beaPage, beaUser.id, adaUser.id)).filter((message) => message.content === EDITED);
  expect(edited.editedAt).not.toBeNull();

  // Bea reacts from "Add reaction"; Ada adds hers by pressing it: both see the count and who.
  await messageWith(beaThread, EDITED).getByRole('button', { name: 'Add reaction' }).click();
  await beaPage.getByRole('menuitem', { name: /Like/ }).click();
  await expect(messageWith(beaThread, EDITED).getByRole('button', { name: /^Like: 1 \(You\)/ })).toHaveAttribute('aria-pressed', 'true');
  const adaLike = messageWith(adaThread, EDITED).getByRole('button', { name: `Like: 1 (${bea.name})` });
  await expect(adaLike).toBeVisible();
  await adaLike.click();
  // Two reactions left within a second may be listed either way round.
  const bothLiked = (name: string) => new RegExp(`^Like: 2 \\((You, ${name}|${name}, You)\\)\\. Yours`);
  await expect(messageWith(adaThread, EDITED).getByRole('button', { name: bothLiked(bea.name) })).toContainText('2');
  await expect(messageWith(beaThread, EDITED).getByRole('button', { name: bothLiked(ada.name) })).toContainText('2');
  const [likes] = (await storedThread(page, adaUser.id, beaUser.id)).find((message) => message.id === edited.id)?.reactions ?? [];
  expect(likes.reaction).toBe('like');
  expect([...likes.userIds].sort()).toEqual([adaUser.id, beaUser.id].sort());
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await sidewaysScroll(beaPage)).toBe(0);
  await expectNoSeriousViolations(page);
  await expectNoSeriousViolations(beaPage);

  // She deletes it for everyone after confirming: both see it deleted, its text and reactions gone.
  await messageWith(adaThread, EDITED).getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message for everyone?' });
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Delete for everyone' }).click();
  await expect(confirm).toHaveCount(0);
  for (const thread of [adaThread, beaThread]) {
    await expect(thread.getByText(DELETED, { exact: true })).toHaveCount(1);
    await expect(thread.getByText(EDITED)).toHaveCount(0);
    await expect(thread.getByRole('button', { name: /^Like:/ })).toHaveCount(0);
  }
  await expect(adaThread.getByRole('button', { name: 'Message actions' })).toHaveCount(0);
  const deleted = (await storedThread(beaPage, beaUser.id, adaUser.id)).find((message) => message.id === edited.id);
  expect(deleted).toMatchObject({ content: '', reactions: [] });
  expect(deleted?.deletedAt).not.toBeNull();
  const conversations = await (await beaPage.request.get(`/api/conversations/${beaUser.id}`)).json();
  expect(conversations.items.find((item: { userId: number }) => item.userId === adaUser.id).lastMessage).toBe(DELETED);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(beaPage);
});
