import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, newNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { jobBody } from '../support/job-listings';
import { readOutbox } from '../support/outbox';
import { signInOnboarded } from '../support/signed-in';

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});

const published: number[] = [];

test.afterAll(async () => {
  // Other specs count the open listings.
  for (const id of published) await admin.post(`/api/admin/jobs/${id}/close`);
  await admin.dispose();
});

async function publish(body: Record<string, unknown>): Promise<number> {
  const created = await admin.post('/api/admin/jobs', { data: body });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  published.push(id);
  expect((await admin.post(`/api/admin/jobs/${id}/open`)).status()).toBe(200);
  return id;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The UTC day `days` from today, as the API takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A link of the product in a mail to her (as its text part gives it), if one has been written. */
function mailedLink(to: string, pathAndQuery: string | RegExp): string | undefined {
  const path = typeof pathAndQuery === 'string' ? pathAndQuery.replace(/[?.]/g, '\\$&') : pathAndQuery.source;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path}(?=\\s|$)`, 'm');
  return readOutbox()
    .filter((mail) => mail.to.includes(to.toLowerCase()))
    .map((mail) => pattern.exec(mail.body)?.[0])
    .find(Boolean);
}

/** Opens the bell's panel and follows the notification that reads `text`. */
async function followFromBell(page: Page, text: string | RegExp): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Career Assistant' })).toBeVisible({ timeout: 30_000 });
  await bell(page).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: text }).click();
}

async function expectSavedSearches(page: Page, searchName: string): Promise<void> {
  await expect(page).toHaveURL(/\/areas-of-interest\?tab=jobs&view=saved-searches$/);
  await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Saved searches', exact: true })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByText(searchName, { exact: true })).toBeVisible();
}

async function expectListingDetails(page: Page, jobId: number, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/areas-of-interest\\?tab=jobs&view=applications&job=${jobId}$`));
  await expect(page.getByRole('radio', { name: 'My applications', exact: true })).toBeChecked({ timeout: 30_000 });
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible({ timeout: 30_000 });
  await expect(details).toContainText('Closed');
  // Closing the details leaves her on her applications, and a reload does not open them again.
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/areas-of-interest\?tab=jobs&view=applications$/);
}

/**
 * Her wallet, scrolled to the certification the reminder was about, which is marked; opened from a mail,
 * it also has the focus (from the bell, the closing panel gives the focus back to the bell).
 */
async function expectWallet(page: Page, opened: 'from-bell' | 'from-mail'): Promise<void> {
  await expect(page).toHaveURL(/\/wallet\?reminder=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
  const entry = page.getByRole('region', { name: 'Certifications' }).getByRole('article', { name: 'ACLS' });
  await expect(entry).toHaveAccessibleDescription('Renewal reminder', { timeout: 30_000 });
  await expect(entry).toBeInViewport();
  if (opened === 'from-mail') await expect(entry).toBeFocused();
}

test('a job alert, a closed listing she follows and a renewal reminder each lead, from the bell and from the digest email, to where she acts on it', async ({
  page,
}) => {
  // A listing published and closed, three notifications raised and mailed, two remotes downloaded.
  test.slow();
  const word = `Wren${Date.now().toString(36)}`;
  const searchName = `${word} nights`;
  const title = `${word} PACU RN`;
  const nurse = newNurse('Links');
  await signInOnboarded(page, nurse);

  const saved = await page.request.post('/api/job-alerts', { data: { name: searchName, filters: { q: word } } });
  expect(saved.status()).toBe(201);
  // News of listings she follows is in the app only unless she asks for it by email, as she does here.
  const jobNewsByEmail = { channels: [{ category: 'job-update', inApp: true, email: true }] };
  expect((await page.request.put('/api/settings/notifications', { data: jobNewsByEmail })).status()).toBe(200);
  const cert = { name: 'acls', issuer: 'American Heart Association', issueDate: '2020-01-15', expiryDate: dayFromToday(30) };
  expect((await page.request.post('/api/credentials/certifications', { data: cert })).status()).toBe(201);

  // Two listings her saved search finds (closed once the test ends); she applied to one, which closes.
  await publish(jobBody({ title: `${word} Night ICU RN` }));
  const jobId = await publish(jobBody({ title }));
  expect((await page.request.put(`/api/job-applications/${jobId}`, { data: { stage: 'applied' } })).status()).toBe(200);

  // She leaves: what comes while she is away is mailed, in one digest, two seconds after the first of
  // it. Her last request is stored to the millisecond, so what follows comes clearly after it; the alert
  // pass leaves listings of its last two seconds to the next pass, so the wait lets it count hers.
  await page.goto('about:blank');
  await page.waitForTimeout(2100);
  expect((await admin.post('/api/admin/job-alerts/run')).status()).toBe(200);
  expect((await admin.post(`/api/admin/jobs/${jobId}/close`)).status()).toBe(200);
  expect((await admin.post('/api/admin/renewal-reminders/run')).status()).toBe(200);

  const alertPath = '/areas-of-interest?tab=jobs&view=saved-searches';
  const listingPath = `/areas-of-interest?tab=jobs&view=applications&job=${jobId}`;
  const renewalPath = /\/wallet\?reminder=\d+/;
  for (const path of [alertPath, listingPath, renewalPath]) {
    await expect.poll(() => mailedLink(nurse.email, path), { message: `a digest linking to ${path}`, timeout: 30_000 }).toBeTruthy();
  }
  const mailed = {
    alert: mailedLink(nurse.email, alertPath)!,
    listing: mailedLink(nurse.email, listingPath)!,
    renewal: mailedLink(nurse.email, renewalPath)!,
  };

  await followFromBell(page, new RegExp(`new jobs? match(es)? “${searchName}”`));
  await expectSavedSearches(page, searchName);
  await followFromBell(page, new RegExp(`${title} at .* has closed`));
  await expectListingDetails(page, jobId, title);
  await followFromBell(page, /Your ACLS certification expires in 30 days/);
  await expectWallet(page, 'from-bell');

  await page.goto(mailed.alert);
  await expectSavedSearches(page, searchName);
  await page.goto(mailed.listing);
  await expectListingDetails(page, jobId, title);
  await page.goto(mailed.renewal);
  await expectWallet(page, 'from-mail');
});
