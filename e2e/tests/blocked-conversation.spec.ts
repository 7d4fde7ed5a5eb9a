import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hiddenOverflow, outsideViewport, sidewaysScroll } from '../support/layout';
import { twoConnectedNurses } from '../support/signed-in';

const UNAVAILABLE = 'This conversation is no longer available.';

/** The notice is on screen whole: inside the window, nothing of it hidden, nothing of the page wider than the window. */
async function expectShownWhole(page: Page): Promise<void> {
  const notice = page.getByText(UNAVAILABLE, { exact: true });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport({ ratio: 1 });
  expect(await outsideViewport(notice)).toBe(0);
  expect(await hiddenOverflow(notice)).toBe(0);
  expect(await sidewaysScroll(page)).toBe(0);
}

test('a nurse whose open conversation ends because the other blocked her is told it is no longer available, not why', async ({
  page,
  newPersonPage,
}) => {
  const { bea, adaUser, beaUser, beaPage } = await twoConnectedNurses(page, newPersonPage);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/messages?userId=${beaUser.id}`);
  const thread = page.getByRole('region', { name: `Conversation with ${bea.name}` });
  await expect(thread).toContainText('See you on the ward.', { timeout: 30_000 });

  // Bea blocks Ada while Ada has their conversation open: the live event closes it on Ada's screen.
  const blocked = await beaPage.request.post(`/api/users/${beaUser.id}/blocks`, { data: { blockedUserId: adaUser.id } });
  expect(blocked.status()).toBe(204);
  await expect(thread).toHaveCount(0);
  await expectShownWhole(page);
  await expect(page.getByText(/blocked/i)).toHaveCount(0);
  await expect(page.getByText('User not found')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  // On a phone the notice takes the thread's place, with the way back to her conversations.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expectShownWhole(page);
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText('No conversations yet')).toBeVisible();
});
