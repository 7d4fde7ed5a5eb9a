import type { Locator, Page } from '@playwright/test';
import type { Licence, ProfileCredentials } from '@nurse/api-client';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pdfFile } from '../support/files';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

/** The calendar date `days` from today on this machine (the browser runs on it too). */
function inDays(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function storedLicences(page: Page): Promise<Licence[]> {
  const response = await page.request.get('/api/credentials/licences');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Licence[] }).items;
}

/** Picks a state in one of the form's state pickers by typing its name. */
async function pickState(form: Locator, label: string, name: string): Promise<void> {
  const picker = form.getByLabel(label, { exact: true });
  await picker.click();
  await picker.fill(name);
  await picker.press('Enter');
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a nurse keeps her licences in the wallet, sees where she can practise, and shows one on her profile', async ({
  page,
  newPersonPage,
}) => {
  test.slow();
  const ada = newNurse('walletada');
  const adaUser = await signInOnboarded(page, ada);

  // From the account menu to the wallet.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Your account (${ada.name})` }).click();
  await page.getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });

  // A multistate RN licence from Texas, where she lives.
  await page.getByRole('button', { name: 'Add a licence' }).click();
  let form = page.getByRole('form', { name: 'Add a licence' });
  await pickState(form, 'Issuing state', 'Texas');
  await form.getByLabel('Licence number').fill('RN-884213');
  await form.getByLabel('Multistate (compact) licence').check();
  await pickState(form, 'Primary state of residence', 'Texas');
  await form.getByLabel('Issue date').fill('2025-02-01');
  await form.getByLabel('Expiry date').fill(inDays(400));
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Add licence' }).click();
  await expect(form).toBeHidden();

  const texas = card(page, 'RN licence, TX');
  await expect(texas.getByText('Current', { exact: true })).toBeVisible();
  await expect(texas.getByText('RN-884213')).toBeVisible();
  await expect(texas.getByText('Multistate (compact), residence TX')).toBeVisible();

  // Its document: the board's verification page as a PDF.
  const pdf = pdfFile('tx-verification.pdf');
  await texas.locator('input[type="file"]').setInputFiles(pdf);
  await expect(texas.getByText('Document: tx-verification.pdf')).toBeVisible();
  const download = page.waitForEvent('download');
  await texas.getByRole('link', { name: 'Download the document of RN licence, TX' }).click();
  const downloaded = await download;
  const stream = await downloaded.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(pdf.buffer)).toBe(true);

  // A single-state California licence expiring in 20 days, added at a phone's width with the keyboard.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Add a licence' }).focus();
  await page.keyboard.press('Enter');
  form = page.getByRole('form', { name: 'Add a licence' });
  await pickState(form, 'Issuing state', 'California');
  await form.getByLabel('Issue date').fill('2024-12-01');
  await form.getByLabel('Expiry date').fill(inDays(20));
  await form.getByLabel('Licence number').fill('CA-95001');
  await form.getByLabel('Licence number').press('Enter');
  await expect(form).toBeHidden();
  const california = card(page, 'RN licence, CA');
  await expect(california.getByText('Due within 30 days')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  let stored = await storedLicences(page);
  expect(
    stored.map(({ state, number, multistate, residenceState, document }) => ({
      state,
      number,
      multistate,
      residenceState,
      document: document?.name ?? null,
    })),
  ).toEqual(
    expect.arrayContaining([
      { state: 'TX', number: 'RN-884213', multistate: true, residenceState: 'TX', document: 'tx-verification.pdf' },
      { state: 'CA', number: 'CA-95001', multistate: false, residenceState: null, document: null },
    ]),
  );

  // Where she can practise: every implementing compact state through Texas, and California on its own.
  const canPractise = page.getByRole('list', { name: /^You can practise/ });
  await expect(canPractise.getByRole('listitem').filter({ hasText: 'Florida (FL)' })).toContainText('RN multistate licence from TX');
  await expect(canPractise.getByRole('listitem').filter({ hasText: 'California (CA)' })).toContainText('RN single-state licence');
  await expect(page.getByRole('list', { name: /^Compact enacted, not yet issuing/ }).getByText('Massachusetts (MA)')).toBeVisible();

  // She corrects the California number, then deletes that licence after confirming.
  await california.getByRole('button', { name: 'Edit RN licence, CA' }).click();
  form = page.getByRole('form', { name: 'Edit licence' });
  await form.getByLabel('Licence number').fill('CA-95002');
  await form.getByRole('button', { name: 'Save licence' }).click();
  await expect(california.getByText('CA-95002')).toBeVisible();
  expect((await storedLicences(page)).find((licence) => licence.state === 'CA')?.number).toBe('CA-95002');

  await california.getByRole('button', { name: 'Delete RN licence, CA' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete RN licence, CA?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(california).toHaveCount(0);
  stored = await storedLicences(page);
  expect(stored.map((licence) => licence.state)).toEqual(['TX']);

  // She shows the Texas licence on her profile.
  const shown = texas.getByRole('switch', { name: 'Show RN licence, TX on my profile' });
  await expect(shown).not.toBeChecked();
  await shown.click();
  await expect(shown).toBeChecked();
  await expect.poll(async () => (await storedLicences(page))[0]?.showOnProfile).toBe(true);
  await expectNoSeriousViolations(page);

  // Another nurse finds her and sees the licence on her card, without its number.
  const bea = newNurse('walletbea');
  const beaPage = await newPersonPage();
  await signInOnboarded(beaPage, bea);
  await beaPage.goto('/network');
  await expect(beaPage.getByRole('heading', { level: 1, name: 'Network' })).toBeVisible({ timeout: 30_000 });
  await beaPage.getByRole('searchbox', { name: 'Search nurses' }).fill(ada.name);
  const adaCard = beaPage.getByRole('list', { name: 'Search results' }).getByRole('article', { name: ada.name });
  await expect(adaCard.getByRole('list', { name: 'Credentials' })).toHaveText('RN, compact licence');
  await expect(adaCard).not.toContainText('RN-884213');
  const profile = await beaPage.request.get(`/api/credentials/profile/${adaUser.id}`);
  expect(profile.status()).toBe(200);
  const body = (await profile.json()) as ProfileCredentials;
  expect(body.licences.map((licence) => licence.summary)).toEqual(['RN, compact licence']);
  expect(JSON.stringify(body)).not.toContain('RN-884213');
});
