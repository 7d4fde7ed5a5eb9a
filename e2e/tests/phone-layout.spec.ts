import type { Locator, Page } from '@playwright/test';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, signInAsAdmin, test } from '../support/fixtures';
import { jobBody, openJobs, PublishedListings } from '../support/job-listings';
import { expectNoOverlaps, hiddenOverflow, sidewaysScroll, textLines } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

/** A phone held upright, and a laptop. */
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
const SIZES = [PHONE, LAPTOP] as const;

const listings = new PublishedListings();
test.afterEach(() => listings.closeAll());

/** The calendar date `days` from today (UTC), as the server judges standing. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** How far `inner` reaches out of `outer`'s box on either side, in pixels (0 when wholly inside). */
async function reachesOutOf(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) throw new Error('not shown');
  return Math.max(0, b.x - a.x) + Math.max(0, a.x + a.width - (b.x + b.width));
}

/** A licence whose CE cycle the product knows (a transcript for it), and a certification. */
async function fillWallet(page: Page): Promise<void> {
  const licence = await page.request.post('/api/credentials/licences', {
    data: {
      type: 'RN',
      state: 'FL',
      number: 'FL-RN-3344',
      multistate: false,
      issueDate: inDays(-300),
      expiryDate: inDays(400),
      status: 'active',
    },
  });
  expect(licence.status(), await licence.text()).toBe(201);
  const certification = await page.request.post('/api/credentials/certifications', {
    data: { name: 'BLS', issuer: 'American Heart Association', issueDate: inDays(-100), expiryDate: inDays(600) },
  });
  expect(certification.status(), await certification.text()).toBe(201);
}

test('the wallet and the profile draw every heading, button and link clear of the others, at 375 and 1280 px', async ({ page }) => {
  test.slow();
  await signInOnboarded(page, newNurse('wallow'));
  await fillWallet(page);

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
    const progress = page.getByRole('list', { name: 'CE progress per licence' }).getByRole('listitem').first();
    const transcript = progress.getByRole('link', { name: /^Download transcript for this cycle/ });
    await expect(transcript).toBeVisible();
    await expect(page.getByRole('list', { name: 'Certifications' }).getByRole('listitem')).toHaveCount(1);
    for (const title of ['Certifications', 'Continuing education']) {
      expect(await textLines(page.getByRole('heading', { level: 2, name: title })), title).toBeGreaterThan(0);
    }
    expect(await reachesOutOf(transcript, progress), 'the transcript button reaches out of its card').toBe(0);
    await expectNoOverlaps(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.goto('/profile');
    const licensure = page.getByRole('region', { name: 'Licensure' });
    const manage = licensure.getByRole('link', { name: 'Manage in your Wallet' });
    await expect(manage).toBeVisible({ timeout: 30_000 });
    // Drawn as the kit's links are (its link blue, no underline), not as the browser's default link.
    await expect(manage).toHaveCSS('color', 'rgb(43, 108, 176)');
    await expect(manage).toHaveCSS('text-decoration-line', 'none');
    await expectNoOverlaps(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  }
});

test("the job filters, the view switch and her tracker's dates fit a phone without covering each other", async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const admin = await newPersonPage();
  await signInAsAdmin(admin);
  const title = `Phone${Date.now().toString(36)} Night ICU RN`;
  const jobId = await listings.publish(admin, jobBody({ title }));
  await signInOnboarded(page, newNurse('phoebe'));
  const tracked = await page.request.put(`/api/job-applications/${jobId}`, { data: { stage: 'applied' } });
  expect(tracked.status(), await tracked.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await openJobs(page);
  const views = page.getByRole('radiogroup', { name: 'Jobs view' });
  const viewTops = new Set<number>();
  for (const name of ['Search', 'My applications', 'Saved searches']) {
    const label = views.getByText(name, { exact: true });
    expect(await textLines(label), `${name} on one line`).toBe(1);
    viewTops.add(Math.round((await label.boundingBox())!.y));
  }
  expect(viewTops.size, 'Search, My applications and Saved searches on one row').toBe(1);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  const practise = panel.getByRole('switch', { name: 'Where I can practise' });
  await expect(practise).toBeVisible();
  expect((await practise.boundingBox())!.width, 'the switch keeps its own size').toBeLessThan(64);
  const unit = panel.locator('.ant-select').filter({ has: page.getByLabel('Minimum pay per') });
  await expect(unit).toContainText('an hour');
  expect(await hiddenOverflow(unit.getByText('an hour', { exact: true })), "'an hour' is not cut").toBe(0);
  await expectNoOverlaps(page, { within: '.ant-drawer-content' });
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await views.getByText('My applications', { exact: true }).click();
  const entry = page.getByRole('article', { name: `${title} at Lone Star Medical Center` });
  await expect(entry).toBeVisible();
  const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(new Date());
  await expect(entry.getByLabel('On', { exact: true })).toHaveAccessibleDescription(new RegExp(`\\b${day}\\b`));
  await expect(entry.getByText(day, { exact: true })).toBeVisible();
  const stage = entry.locator('.ant-select').filter({ has: page.getByLabel('Stage', { exact: true }) });
  expect(await hiddenOverflow(stage.getByText('Applied', { exact: true })), "the stage's name is not cut").toBe(0);
  await expectNoOverlaps(page);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize(LAPTOP);
  await views.getByText('Search', { exact: true }).click();
  await expect(page.getByRole('group', { name: 'Job filters' })).toBeVisible();
  await expectNoOverlaps(page);
  await views.getByText('My applications', { exact: true }).click();
  await expect(entry).toBeVisible();
  await expectNoOverlaps(page);
});

test('at 375 px the top bar keeps its links on one row with every badge showing, and a toast covers none of it', async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const me = await signInOnboarded(page, newNurse('tess'));
  // A connection who wrote to her (unread messages) and a request still pending (Network's count).
  const friendPage = await newPersonPage();
  const friend = await signInOnboarded(friendPage, newNurse('uma'));
  const asked = await page.request.post('/api/connections/request', { data: { userId1: me.id, userId2: friend.id, message: 'Hi' } });
  const { id } = (await asked.json()) as { id: number };
  expect((await friendPage.request.put(`/api/connections/${id}/status`, { data: { status: 'accepted' } })).status()).toBe(200);
  expect((await friendPage.request.post('/api/messages', { data: { toUserId: me.id, content: 'Shift swap?' } })).status()).toBe(201);
  const otherPage = await newPersonPage();
  const other = await signInOnboarded(otherPage, newNurse('vera'));
  const requested = await otherPage.request.post('/api/connections/request', {
    data: { userId1: other.id, userId2: me.id, message: 'Hi' },
  });
  expect(requested.status()).toBe(201);

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Network/ })).toHaveAccessibleName(/1 pending/);
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(/1 unread/);
    const tops = new Set<number>();
    for (const link of await nav.getByRole('link').all()) tops.add(Math.round((await link.boundingBox())!.y));
    expect(tops.size, 'the links on one row').toBe(1);

    await page.getByRole('switch', { name: 'No email during quiet hours' }).click();
    await expect(page.getByRole('alert').or(page.locator('.ant-notification-notice')).first()).toBeVisible();
    await expectNoOverlaps(page, { within: 'header, .nk-notification-region' });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  }
});
