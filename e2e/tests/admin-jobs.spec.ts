import type { JobDetail } from '@nurse/api-client';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { outsideViewport, sidewaysScroll } from '../support/layout';
import { choose } from '../support/select';

/** Types into the searchable select labelled `label`, takes the first suggestion and moves on with Tab. */
async function pick(scope: Locator, label: string, typed: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(typed);
  await input.press('Enter');
  await input.press('Tab');
}

async function openJobsTab(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
}

/** The listing's row, found by searching for its title. */
async function listingRow(page: Page, title: string): Promise<Locator> {
  await page.getByLabel('Search job listings').fill(title);
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row')).toHaveCount(2);
  return page.getByRole('row', { name: new RegExp(`^${title},`) });
}

async function openEditForm(page: Page, row: Locator, title: string): Promise<Locator> {
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('form', { name: 'Edit job listing' });
  await expect(form).toBeVisible();
  return form;
}

async function save(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Listing saved').first()).toBeVisible();
  await expect(form).toBeHidden();
}

test('an administrator writes a listing, publishes it once it has pay, changes its pay and closes it', async ({ page }) => {
  // A whole listing's life through the browser, with two accessibility passes.
  test.slow();
  const title = `Night ICU RN ${Date.now().toString(36)}`;
  await openJobsTab(page);
  await expectNoSeriousViolations(page);

  // A new listing without pay is kept as a draft.
  await page.getByRole('button', { name: 'New listing' }).click();
  const form = page.getByRole('form', { name: 'New job listing' });
  await expect(form.getByText('Publishing needs a pay range')).toBeVisible();
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Employer', { exact: true }).fill('Riverside Methodist');
  await choose(page, 'Setting', 'Hospital', form);
  await form.getByLabel('City', { exact: true }).fill('Columbus');
  await pick(form, 'State', 'Ohio');
  await pick(form, 'Specialties', 'ICU');
  await choose(page, 'Employment type', 'Staff', form);
  await expect(form.getByLabel('Contract length in weeks')).toHaveCount(0);
  await choose(page, 'Shift pattern', 'Nights', form);
  await form.getByLabel('Hours a week').fill('36');
  await form.getByLabel('Description', { exact: true }).fill('Care for critically ill adults on a 24-bed unit.');
  await form.getByLabel('Apply URL').fill('https://careers.example.org/jobs/icu');
  await expectNoSeriousViolations(page);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/jobs') && response.request().method() === 'POST');
  await save(page, form);
  const { id } = (await (await created).json()) as JobDetail;
  const stored = async () => (await (await page.request.get(`/api/admin/jobs/${id}`)).json()) as JobDetail;
  expect(await stored()).toMatchObject({ status: 'draft', pay: null, title, state: 'OH', specialties: ['ICU'], hoursPerWeek: 36 });

  // Publishing without pay is refused with the server's reason.
  const row = await listingRow(page, title);
  await expect(row.getByText('draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Add a pay range before publishing: every listing shows its pay')).toBeVisible();
  expect((await stored()).status).toBe('draft');

  // With a pay range it is published.
  let edit = await openEditForm(page, row, title);
  await edit.getByLabel('Lowest pay in dollars').fill('48.50');
  await edit.getByLabel('Highest pay in dollars').fill('61.75');
  await choose(page, 'Pay unit', 'Dollars an hour', edit);
  await save(page, edit);
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Listing published').first()).toBeVisible();
  await expect(row.getByText('open', { exact: true })).toBeVisible();
  await expect(row.getByText('$48.50–$61.75 an hour')).toBeVisible();
  expect(await stored()).toMatchObject({ status: 'open', pay: { min: 48.5, max: 61.75, unit: 'hourly' } });

  // A change of its pay is added to its history.
  edit = await openEditForm(page, row, title);
  await expect(page.getByRole('region', { name: 'Pay history' }).getByRole('listitem')).toHaveCount(1);
  await edit.getByLabel('Highest pay in dollars').fill('65');
  await save(page, edit);
  await expect(row.getByText('$48.50–$65 an hour')).toBeVisible();
  edit = await openEditForm(page, row, title);
  const history = page.getByRole('region', { name: 'Pay history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('$48.50–$61.75 an hour');
  await expect(history.nth(1)).toContainText('$48.50–$65 an hour');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // Closed, it stays stored with its history.
  await row.getByRole('button', { name: `Close ${title}` }).click();
  await page.getByRole('dialog', { name: 'Close this listing?' }).getByRole('button', { name: 'Close listing' }).click();
  await expect(page.getByText('Listing closed').first()).toBeVisible();
  await expect(row.getByText('closed', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Reopen ${title}` })).toBeVisible();
  const closed = await stored();
  expect(closed).toMatchObject({ status: 'closed', pay: { min: 48.5, max: 65, unit: 'hourly' } });
  expect(closed.payHistory.map((change) => change.text)).toEqual(['$48.50–$61.75 an hour', '$48.50–$65 an hour']);
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the listings and the listing form fit the screen', async ({ page }) => {
    await openJobsTab(page);
    const table = page.getByRole('table', { name: 'Jobs' });
    for (const column of ['Title', 'Status', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
    }
    await page.getByRole('button', { name: 'New listing' }).click();
    const form = page.getByRole('form', { name: 'New job listing' });
    await expect(form).toBeVisible();
    expect(await outsideViewport(form.getByLabel('Lowest pay in dollars'))).toBe(0);
    expect(await outsideViewport(form.getByRole('button', { name: 'Save' }))).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoSeriousViolations(page);
  });
});
