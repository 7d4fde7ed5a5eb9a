import type { Page } from '@playwright/test';
import { adminApi, newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pdfFile } from '../support/files';
import { expectNoOverlaps, sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

// She is in Chicago: times are shown in her zone, named.
test.use({ timezoneId: 'America/Chicago' });

/** The calendar date `days` from today (UTC), as the API takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

async function addMultistateLicence(page: Page): Promise<void> {
  const body = {
    type: 'RN',
    state: 'TX',
    number: 'RN-771204',
    multistate: true,
    residenceState: 'TX',
    issueDate: inDays(-300),
    expiryDate: inDays(400),
    status: 'active',
  };
  expect((await page.request.post('/api/credentials/licences', { data: body })).status()).toBe(201);
}

/** Opens the packet form of her wallet. */
async function openPacketForm(page: Page) {
  const section = page.getByRole('region', { name: 'Shared packets' });
  await section.getByRole('button', { name: 'Share a packet' }).click();
  return section.getByRole('form', { name: 'Share a packet' });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${size.width} px her wallet lists states by name, offers her résumé only once she has one, names her time zone and each viewer's browser in words, and says what the certificate field uploads`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const nurse = await signInOnboarded(page, newNurse('walletwords'));
    await addMultistateLicence(page);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });

    // Where she can practise, in the order of the states' names (Idaho before Iowa, Maine before Maryland).
    const canPractise = page.getByRole('list', { name: /^You can practise/ });
    await expect(canPractise.getByText('Texas (TX)')).toBeVisible({ timeout: 30_000 });
    const names = (await canPractise.locator('li > strong').allTextContents()).map((label) => label.replace(/ \([A-Z]{2}\)$/, ''));
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    // No résumé yet: it is not offered, and she reads why.
    let form = await openPacketForm(page);
    const resume = form.getByRole('checkbox', { name: 'Résumé from your profile' });
    await expect(resume).toBeDisabled();
    await expect(resume).toHaveAccessibleDescription('You have not uploaded a résumé yet: upload one on your profile to share it.');
    await expectNoSeriousViolations(page);
    await expectNoOverlaps(page, { within: 'main' });

    // With a résumé it is offered and shared.
    const uploaded = await page.request.post(`/api/users/${nurse.id}/resume`, { multipart: { resume: pdfFile('my-cv.pdf') } });
    expect(uploaded.status()).toBe(200);
    await page.reload();
    form = await openPacketForm(page);
    await form.getByLabel('Name of the packet').fill('For Mercy Hospital');
    await form.getByRole('checkbox', { name: 'Résumé from your profile' }).check();
    await form.getByRole('button', { name: 'Share and get the link' }).click();
    const section = page.getByRole('region', { name: 'Shared packets' });
    const link = await section.getByLabel('Link to “For Mercy Hospital”').inputValue();
    const packet = section.getByRole('article', { name: 'For Mercy Hospital' });
    await expect(packet).toContainText('résumé');
    // Its end, in her time zone, named.
    await expect(packet.getByText(/^Works until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} Central (Standard|Daylight) Time$/)).toBeVisible();

    // A recruiter opens it on an Android phone: her log names the browser in words, not its own description.
    const token = link.split('/').pop() ?? '';
    expect((await page.request.get(`/api/packets/${token}`, { headers: { 'user-agent': ANDROID_CHROME } })).status()).toBe(200);
    await page.reload();
    await packet.getByRole('button', { name: 'Show views' }).click();
    const log = packet.getByRole('list', { name: 'Views of For Mercy Hospital' });
    await expect(log.getByText(/^Chrome on Android · from /)).toBeVisible({ timeout: 30_000 });
    await expect(log).not.toContainText('Mozilla');
    await expect(log).toContainText(/Central (Standard|Daylight) Time/);

    // The CE certificate field says what it does.
    await page.getByRole('button', { name: 'Add a CE activity' }).click();
    const ceForm = page.getByRole('form', { name: 'Add a CE activity' });
    await expect(ceForm.getByRole('button', { name: 'Upload certificate (PDF or image, optional)' })).toBeVisible();

    expect(await sidewaysScroll(page)).toBe(0);
    await expectNoOverlaps(page, { within: 'main' });
    await expectNoSeriousViolations(page);
  });
}

test('at 375 px a renewal reminder opens her wallet at the licence it is about, scrolled to and marked', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInOnboarded(page, newNurse('walletremind'));
  // A certification that lapses later and a licence due in 30 days, listed after it.
  const cert = { name: 'bls', issuer: 'American Heart Association', issueDate: inDays(-300), expiryDate: inDays(500) };
  expect((await page.request.post('/api/credentials/certifications', { data: cert })).status()).toBe(201);
  const licence = { type: 'RN', state: 'OH', number: 'RN-402211', multistate: false, issueDate: inDays(-700), expiryDate: inDays(30) };
  expect((await page.request.post('/api/credentials/licences', { data: { ...licence, status: 'active' } })).status()).toBe(201);
  for (const state of ['KY', 'IN', 'MI']) {
    const other = { ...licence, state, number: `${state}-RN-5521`, expiryDate: inDays(600), status: 'active' };
    expect((await page.request.post('/api/credentials/licences', { data: other })).status()).toBe(201);
  }
  const admin = await adminApi();
  expect((await admin.post('/api/admin/renewal-reminders/run')).status()).toBe(200);
  await admin.dispose();

  const notifications = (await (await page.request.get('/api/notifications')).json()) as { items: { category: string; link: string }[] };
  const reminder = notifications.items.find((item) => item.category === 'credential-renewal');
  expect(reminder?.link).toMatch(/^\/wallet\?reminder=\d+$/);
  await page.goto(reminder!.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
  const entry = page.getByRole('region', { name: 'Licences' }).getByRole('article', { name: 'RN licence, OH' });
  await expect(entry).toBeFocused({ timeout: 30_000 });
  await expect(entry).toHaveAccessibleDescription('Renewal reminder');
  await expect(entry).toBeInViewport();
  await expect(page.getByRole('article', { name: 'RN licence, KY' })).not.toHaveAccessibleDescription('Renewal reminder');
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoOverlaps(page, { within: 'main' });
  await expectNoSeriousViolations(page);
});
