import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { hiddenOverflow, outsideViewport, sidewaysScroll } from '../support/layout';
import { twoConnectedNurses } from '../support/signed-in';

const FOUND = 'Did you find the wound care course link?';

test('a nurse searches her messages by words on a phone, sees the words marked, and opens the thread at the message', async ({
  page,
  newPersonPage,
}) => {
  const { bea, adaUser, beaUser, beaPage } = await twoConnectedNurses(page, newPersonPage, FOUND);
  // Enough later messages that the one she finds is on an earlier page of the thread than the first one loaded.
  for (let index = 0; index < 24; index += 1) {
    const [from, to] = index % 2 ? [page, beaUser] : [beaPage, adaUser];
    expect((await from.request.post('/api/messages', { data: { toUserId: to.id, content: `Shift swap ${index}` } })).status()).toBe(201);
  }

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/messages');
  const field = page.getByRole('searchbox', { name: 'Search messages' });
  await field.focus();
  await page.keyboard.type('WOUND course');

  const results = page.getByRole('list', { name: 'Messages found' });
  const hit = results.getByRole('button', { name: new RegExp(bea.name) });
  await expect(hit).toHaveCount(1, { timeout: 30_000 });
  await expect(hit.locator('mark')).toHaveText(['wound', 'course']);
  // Bea wrote it, in their conversation.
  await expect(hit).toContainText(`${bea.name}:`);
  expect(await sidewaysScroll(page)).toBe(0);
  expect(await outsideViewport(hit)).toBe(0);
  await expectNoSeriousViolations(page);

  // By keyboard: from the field to the hit, then Enter.
  await hit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/messages\\?userId=${beaUser.id}&message=\\d+$`));
  const thread = page.getByRole('region', { name: `Conversation with ${bea.name}` });
  const found = thread.locator('li.nw-message', { hasText: FOUND });
  await expect(found).toHaveClass(/nw-message--found/, { timeout: 30_000 });
  await expect(found).toBeInViewport();
  await expect(found).toBeFocused();
  expect(await hiddenOverflow(found.getByText(FOUND))).toBe(0);
  await expectNoSeriousViolations(page);
  // The mark goes after a moment.
  await expect(found).not.toHaveClass(/nw-message--found/, { timeout: 10_000 });

  // Back on the list, the search is still there; a word in none of her messages says so.
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(field).toHaveValue('WOUND course');
  await field.fill('zebra crossing');
  await expect(page.getByText('No messages match “zebra crossing”.')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousViolations(page);
});
