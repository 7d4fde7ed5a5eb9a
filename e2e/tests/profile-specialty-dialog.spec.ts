import type { Locator } from '@playwright/test';
import { newNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openProfile } from '../support/profile';
import { currentUser } from '../support/signed-in';

/** The part of the page that a click at the centre of `element` would land on is `element` itself. */
async function receivesClicksAtItsCentre(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === node || node.contains(hit));
  });
}

test('she edits Experienced In with the keyboard: type, arrow, Enter, Escape closes only the list, Save', async ({ page }) => {
  const nurse = newNurse('specialties');
  const user = await openProfile(page, nurse);

  await page.getByRole('button', { name: 'Edit Experienced In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Experienced In' });
  await expect(dialog).toBeVisible();
  const draft = dialog.getByRole('list', { name: 'Experienced in' });
  await expect(draft.getByText('ICU')).toBeVisible();

  // Type, arrow to the first suggestion, Enter takes it.
  const search = dialog.getByLabel('Search specialties');
  await search.focus();
  await search.pressSequentially('onc');
  const list = dialog.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  await search.press('ArrowDown');
  const highlighted = await search.getAttribute('aria-activedescendant');
  expect(highlighted).toBeTruthy();
  const picked = (await page.locator(`[id="${highlighted}"]`).textContent())!.trim();
  expect(picked).toMatch(/onc/i);
  await search.press('Enter');
  await expect(draft.getByText(picked, { exact: true })).toBeVisible();
  await expect(search).toHaveValue('');

  // With the list open, the chips and the dialog's buttons stay in sight and clickable.
  await search.pressSequentially('ped');
  await expect(list.getByRole('option').first()).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  for (const target of [save, cancel, draft.getByText('ICU')]) {
    await expect(target).toBeInViewport();
    expect(await receivesClicksAtItsCentre(target)).toBe(true);
  }
  const listBox = (await list.boundingBox())!;
  const saveBox = (await save.boundingBox())!;
  expect(listBox.y + listBox.height).toBeLessThanOrEqual(saveBox.y);

  // Escape closes the list only: the dialog, the typed text and the draft stay.
  await search.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(search).toHaveValue('ped');
  await expect(draft.getByText(picked, { exact: true })).toBeVisible();

  // Escape again is meant for the dialog; with a changed draft it asks first.
  await search.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(question).toBeVisible();
  // The question zooms in; a click that lands while it is still moving can miss the button, as a
  // person's would, so the click is repeated until the question has closed.
  await expect(async () => {
    if (await question.isVisible()) await question.getByRole('button', { name: 'Keep editing' }).click({ timeout: 2000 });
    await expect(question).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(draft.getByText(picked, { exact: true })).toBeVisible();

  // Save from the keyboard commits the draft to the page; Save Changes stores it.
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const chips = page.getByRole('list', { name: 'Experienced in' });
  await expect(chips.getByText(picked, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  const stored = await currentUser(page);
  expect(stored.id).toBe(user.id);
  expect(stored.confirmedSpecialties).toEqual(['ICU', picked]);
});

test('the bottom Save Changes bar does not cover the work experience she is typing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  const nurse = newNurse('workexperience');
  await openProfile(page, nurse);

  const work = page.getByLabel('Work Experience');
  await work.fill('Eight years on a surgical ward.');
  const bar = page.locator('.pf-save--bottom');
  await expect(bar.getByRole('button', { name: 'Save Changes' })).toBeVisible();

  // Back to the top, then into the field from the keyboard: it is scrolled to stop above the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await work.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' Charge nurse since 2020.');
  // Measured once the page has stopped scrolling.
  await expect
    .poll(async () => {
      const field = (await work.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      return Math.round(barBox.y - (field.y + field.height));
    })
    .toBeGreaterThanOrEqual(0);
  await expect(work).toBeInViewport({ ratio: 1 });
  expect(await receivesClicksAtItsCentre(work)).toBe(true);
});
