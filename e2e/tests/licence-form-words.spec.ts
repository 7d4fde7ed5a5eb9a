import type { Page } from '@playwright/test';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { outsideViewport, sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

const DATE_WORDS = 'Choose a date from the calendar, or type it in full';

/** A licence refused for its missing state and dates: each says so in the words of its control. */
async function refuseIncompleteLicence(page: Page): Promise<void> {
  await signInOnboarded(page, newNurse('licencewords'));
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add a licence' }).click();
  const form = page.getByRole('form', { name: 'Add a licence' });
  await form.getByLabel('Licence number').fill('RN-55120');
  // Half a date: the field shows it, but it is no date yet.
  await form.getByLabel('Expiry date').pressSequentially('03');
  await form.getByRole('button', { name: 'Add licence' }).click();

  const state = form.getByLabel('Issuing state', { exact: true });
  await expect(state).toHaveAccessibleDescription('Choose a state from the list');
  await expect(state).toBeFocused();
  await expect(state).toBeInViewport();
  await expect(form.getByLabel('Issue date')).toHaveAccessibleDescription(DATE_WORDS);
  await expect(form.getByLabel('Expiry date')).toHaveAccessibleDescription(DATE_WORDS);
  for (const jargon of [/two-letter/, /YYYY-MM-DD/]) await expect(form).not.toContainText(jargon);
  for (const message of await form.getByRole('alert').all()) expect(await outsideViewport(message)).toBe(0);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(page);
}

test('the licence form refuses a missing state or date in the words of its picker and date field', async ({ page }) => {
  await refuseIncompleteLicence(page);
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the licence form refuses a missing state or date in the words of its controls, within the screen', async ({ page }) => {
    await refuseIncompleteLicence(page);
  });
});
