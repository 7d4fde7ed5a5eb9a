import type { Locator, Page } from '@playwright/test';
import type { Licence, Practice } from '@nurse/api-client';
import { newNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInOnboarded } from '../support/signed-in';

/** The calendar date `days` from today on this machine (the browser runs on it too). */
function inDays(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The calendar date `days` after `day` (YYYY-MM-DD), as the API writes it. */
function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A date as the wallet shows it: '1 Oct 2026'. */
function shownDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
}

async function readJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const storedLicence = async (page: Page): Promise<Licence> =>
  (await readJson<{ items: Licence[] }>(page, '/api/credentials/licences')).items[0]!;

/** Picks a state in one of the form's state pickers by typing its name. */
async function pickState(form: Locator, label: string, name: string): Promise<void> {
  const picker = form.getByLabel(label, { exact: true });
  await picker.click();
  await picker.fill(name);
  await picker.press('Enter');
}

const MOVED_LABEL = 'Moved to that state on';
const FUTURE_MOVE = 'Record the move once you have moved: movedOn cannot be after today';

test('a nurse records her move to another compact state on her multistate licence and sees by when she must apply there', async ({
  page,
}) => {
  test.slow();
  await signInOnboarded(page, newNurse('walletmove'));
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });

  // A multistate RN licence from Texas, where she lives: the move date is asked only once it is multistate.
  await page.getByRole('button', { name: 'Add a licence' }).click();
  let form = page.getByRole('form', { name: 'Add a licence' });
  await pickState(form, 'Issuing state', 'Texas');
  await form.getByLabel('Licence number').fill('RN-771204');
  await expect(form.getByLabel(MOVED_LABEL)).toHaveCount(0);
  await form.getByLabel('Multistate (compact) licence').check();
  await pickState(form, 'Primary state of residence', 'Texas');
  await expect(form.getByLabel(MOVED_LABEL)).toBeVisible();
  await form.getByLabel('Issue date').fill('2025-02-01');
  await form.getByLabel('Expiry date').fill(inDays(400));
  await form.getByRole('button', { name: 'Add licence' }).click();
  await expect(form).toBeHidden();
  expect((await storedLicence(page)).movedOn).toBeNull();

  // Ten days ago she moved to Florida.
  const texas = page.getByRole('article', { name: 'RN licence, TX' });
  const edit = async (): Promise<Locator> => {
    await texas.getByRole('button', { name: 'Edit RN licence, TX' }).click();
    return page.getByRole('form', { name: 'Edit licence' });
  };
  const movedOn = inDays(-10);
  const applyBy = daysAfter(movedOn, 60);
  form = await edit();
  await pickState(form, 'Primary state of residence', 'Florida');
  await form.getByLabel(MOVED_LABEL).fill(movedOn);
  await form.getByRole('button', { name: 'Save licence' }).click();
  await expect(form).toBeHidden();
  await expect(texas.getByText('Multistate (compact), residence FL')).toBeVisible();

  await expect(
    page.getByText(
      `Moved to Florida (FL) on ${shownDay(movedOn)}: apply for a licence in FL by ${shownDay(applyBy)}. Until then your TX multistate licence still covers the compact states.`,
    ),
  ).toBeVisible();
  const stored = await storedLicence(page);
  expect({ residenceState: stored.residenceState, movedOn: stored.movedOn }).toEqual({ residenceState: 'FL', movedOn });
  const practice = await readJson<Practice>(page, '/api/credentials/practice');
  expect(practice.moves).toEqual([expect.objectContaining({ toState: 'FL', movedOn, applyBy, standing: 'apply-window' })]);

  // The editing form shows the stored day; a day still to come is refused beside the field and nothing changes.
  form = await edit();
  const moved = form.getByLabel(MOVED_LABEL);
  await expect(moved).toHaveValue(movedOn);
  await moved.fill(inDays(10));
  await form.getByRole('button', { name: 'Save licence' }).click();
  await expect(form.getByRole('alert')).toHaveText(FUTURE_MOVE);
  await expect(moved).toHaveAttribute('aria-invalid', 'true');
  expect((await storedLicence(page)).movedOn).toBe(movedOn);

  // Emptying the field clears the move.
  await moved.fill('');
  await form.getByRole('button', { name: 'Save licence' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/^Moved to Florida \(FL\)/)).toHaveCount(0);
  expect((await storedLicence(page)).movedOn).toBeNull();
});
