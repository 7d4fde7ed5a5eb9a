import { request, type Locator, type Page } from '@playwright/test';
import type { JobDetail } from '@nurse/api-client';
import { adminApi, createNurse, newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { jobBody } from '../support/job-listings';
import { sidewaysScroll } from '../support/layout';
import { BASE_URL } from '../support/settings';

async function openNewListingForm(page: Page): Promise<Locator> {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await page.getByRole('button', { name: 'New listing' }).click();
  const form = page.getByRole('form', { name: 'New job listing' });
  await expect(form).toBeVisible();
  return form;
}

/** Types into the select labelled `label` and confirms with Enter, as on a native select. */
async function typeChoice(form: Locator, label: string, typed: string): Promise<void> {
  const select = form.getByLabel(label, { exact: true });
  await select.focus();
  await select.pressSequentially(typed);
  await select.press('Enter');
}

/** A nurse who follows the listing (saved, or with a stage given) through her own session. */
async function follow(jobId: number, stage?: string): Promise<void> {
  const nurse = newNurse('follower');
  await createNurse(nurse, { live: true });
  const api = await request.newContext({ baseURL: BASE_URL });
  expect((await api.post('/api/auth/login', { data: { email: nurse.email, password: nurse.password } })).status()).toBe(200);
  const tracked = await api.put(`/api/job-applications/${jobId}`, { data: stage ? { stage } : {} });
  expect(tracked.status(), await tracked.text()).toBe(200);
  await api.dispose();
}

test('typing a choice in the listing form picks it, as a native select does: a night job is saved as Nights', async ({ page }) => {
  const title = `Typed nights RN ${Date.now().toString(36)}`;
  const form = await openNewListingForm(page);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Employer', { exact: true }).fill('Riverside Methodist');
  await typeChoice(form, 'Setting', 'Clinic');
  await form.getByLabel('City', { exact: true }).fill('Columbus');
  await typeChoice(form, 'State', 'Ohio');
  await typeChoice(form, 'Specialties', 'ICU');
  await form.getByLabel('Specialties', { exact: true }).press('Tab');
  await typeChoice(form, 'Employment type', 'Per diem');
  await typeChoice(form, 'Shift pattern', 'Nights');
  await typeChoice(form, 'Required licences', 'VN');
  await form.getByLabel('Description', { exact: true }).fill('Nights on a 24-bed unit.');
  await form.getByLabel('Apply URL').fill('https://careers.example.org/jobs/nights');

  const created = page.waitForResponse((response) => response.url().endsWith('/api/admin/jobs') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Save' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as JobDetail;
  const stored = (await (await page.request.get(`/api/admin/jobs/${id}`)).json()) as JobDetail;
  expect(stored).toMatchObject({ title, setting: 'clinic', state: 'OH', employmentType: 'per-diem', shiftPattern: 'nights' });
  expect(stored.requiredLicences).toEqual(['LPN']);

  await page.getByLabel('Search job listings').fill(title);
  await page
    .getByRole('row', { name: new RegExp(`^${title},`) })
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole('form', { name: 'Edit job listing' });
  await expect(edit.getByText('Nights', { exact: true })).toBeVisible();
  await expect(edit.getByText('Clinic or practice', { exact: true })).toBeVisible();
});

test('a refused save scrolls to and focuses the first refused field, each refusal in the words of its control', async ({ page }) => {
  const form = await openNewListingForm(page);
  await form.getByLabel('Title', { exact: true }).fill('Refused listing');
  await form.getByLabel('Employer', { exact: true }).fill('Riverside Methodist');
  await form.getByLabel('Apply URL').fill('careers.example.org/jobs/1');
  // Save is at the foot of the form: the click leaves the form scrolled to the bottom.
  await form.getByRole('button', { name: 'Save' }).click();

  const setting = form.getByLabel('Setting', { exact: true });
  await expect(setting).toBeFocused();
  await expect(setting).toBeInViewport();
  await expect(setting).toHaveAccessibleDescription('Choose the setting');
  await expect(form.getByLabel('State', { exact: true })).toHaveAccessibleDescription('Choose a state from the list');
  await expect(form.getByLabel('Shift pattern', { exact: true })).toHaveAccessibleDescription('Choose the shift pattern');
  await expect(form.getByLabel('Apply URL')).toHaveAccessibleDescription(
    /^Enter the employer’s application page, starting with https:\/\//,
  );
  for (const jargon of [/is one of/, /applyUrl/, /shiftPattern/, /employmentType/, /two-letter/]) {
    await expect(form).not.toContainText(jargon);
  }
  await expectNoSeriousViolations(page);
});

test('closing a listing asks first, saying how many nurses following it will be told', async ({ page }) => {
  const title = `Closing RN ${Date.now().toString(36)}`;
  const admin = await adminApi();
  const created = await admin.post('/api/admin/jobs', { data: jobBody({ title }) });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as JobDetail;
  expect((await admin.post(`/api/admin/jobs/${id}/open`)).status()).toBe(200);
  await follow(id);
  await follow(id, 'applied');
  await follow(id, 'declined');
  const status = async () => ((await (await admin.get(`/api/admin/jobs/${id}`)).json()) as JobDetail).status;

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await page.getByLabel('Search job listings').fill(title);
  const row = page.getByRole('row', { name: new RegExp(`^${title},`) });

  // Kept open when the administrator thinks again.
  await row.getByRole('button', { name: `Close ${title}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Close this listing?' });
  await expect(dialog).toContainText('2 nurses following it will be told it has closed.');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Keep it open' }).click();
  await expect(dialog).toBeHidden();
  expect(await status()).toBe('open');

  await row.getByRole('button', { name: `Close ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Close this listing?' });
  await expect(dialog).toContainText('2 nurses following it will be told it has closed.');
  await dialog.getByRole('button', { name: 'Close listing' }).click();
  await expect(page.getByText('Listing closed').first()).toBeVisible();
  await expect(row.getByRole('button', { name: `Reopen ${title}` })).toBeVisible();
  expect(await status()).toBe('closed');
  await admin.dispose();
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the refusals fit the screen and the first refused field is in view', async ({ page }) => {
    const form = await openNewListingForm(page);
    await form.getByRole('button', { name: 'Save' }).click();
    const title = form.getByLabel('Title', { exact: true });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(form.getByLabel('Setting', { exact: true })).toHaveAccessibleDescription('Choose the setting');
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
