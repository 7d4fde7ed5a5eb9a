import type { User } from '@nurse/api-client';
import { createNurse, newNurse } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { pdfFile } from '../support/files';

test('a new live nurse completes onboarding: typo corrected to the suggestion, a compact state marked, a résumé uploaded', async ({
  page,
}) => {
  const nurse = newNurse('onboarding');
  await createNurse(nurse, { live: true });
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: "Let's learn about you" })).toBeVisible();

  // Nothing chosen yet: the summary lists what is missing.
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Please complete the following')).toBeVisible();
  await expect(page.getByText('Please select at least one license type').first()).toBeVisible();

  await page.getByRole('checkbox', { name: 'RN', exact: true }).check();

  const stateInput = page.getByPlaceholder('Type a state, e.g. Ohio');
  await stateInput.fill('Texas');
  await stateInput.press('Enter');
  await expect(page.getByRole('list', { name: 'Licensed states' }).getByText('Texas')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Texas multistate (eNLC)' }).check();
  await stateInput.fill('California');
  await stateInput.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'California multistate (eNLC)' })).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload resume' }).click();
  await (await chooser).setFiles(pdfFile('jane-cv.pdf'));
  await expect(page.getByText('jane-cv.pdf')).toBeVisible();

  await page.getByLabel('Add a specialty you have worked in').fill('pediatircs');
  await page.getByLabel('Add a specialty you have worked in').press('Enter');
  await expect(page.getByRole('list', { name: 'Experienced in' }).getByText('Pediatrics')).toBeVisible();

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Welcome to the product!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  const stored = (await (await page.request.get('/api/auth/me')).json()) as User;
  expect(stored.onboardingCompleted).toBe(true);
  expect(stored.licensureType).toBe('RN');
  expect(stored.confirmedSpecialties).toEqual(['Pediatrics']);
  expect(stored.selectedStates.split(',').sort()).toEqual(['CA', 'TX']);
  expect(stored.eNLCStates).toBe('TX');
  expect(stored.resumeUrl).toMatch(/\/resume\/user\d+-jane-cv\.pdf$/);
  const resume = await page.request.get(stored.resumeUrl!);
  expect(resume.status()).toBe(200);
  expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Done once: /onboarding now leads to the dashboard.
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Licensure is the wallet's: the profile shows it read-only and sends her to the Wallet, where the
  // licences she named wait for their numbers and dates.
  await page.goto('/profile');
  const licensure = page.getByRole('region', { name: 'Licensure' });
  await expect(licensure.getByText('RN', { exact: true })).toBeVisible();
  await expect(licensure.getByRole('checkbox')).toHaveCount(0);
  const states = page.getByRole('region', { name: 'Licensed States' });
  await expect(states.getByRole('listitem')).toHaveText(['Texas (TX), multistate (eNLC)', 'California (CA)']);
  await licensure.getByRole('link', { name: 'Manage in your Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  const declared = page.getByRole('region', { name: 'Licences to complete' });
  await expect(declared.getByText('RN in Texas (TX), multistate (eNLC)')).toBeVisible();
  await expect(declared.getByText('RN in California (CA)')).toBeVisible();
});
