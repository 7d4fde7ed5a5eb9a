import { adminApi, createNurse, findUserByEmail, newNurse } from '../support/api';
import { expect, test } from '../support/fixtures';

test('a nurse registers on /auth by name, email, phone and password, is thanked and lands on her dashboard', async ({ page }) => {
  const nurse = newNurse('authscreen');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Join the Network' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What nurses say' })).toBeVisible();

  await page.getByLabel('Name').fill(nurse.name);
  await page.getByLabel('Email').fill(nurse.email);
  await page.getByLabel('Phone').pressSequentially('555201304099');
  await expect(page.getByLabel('Phone')).toHaveValue('(555) 201-3040');
  await page.getByLabel('Password', { exact: true }).fill(nurse.password);
  await page.getByRole('button', { name: 'Join' }).click();

  await expect(page.getByText("Thanks! I'll call you in a moment to talk nursing.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  const admin = await adminApi();
  const stored = await findUserByEmail(admin, nurse.email);
  // The server keeps the phone's digits only.
  expect(stored).toMatchObject({ email: nurse.email.toLowerCase(), name: nurse.name, phone: '5552013040' });
  await admin.dispose();
});

test('registering on /auth with an address already registered shows the notice and stays', async ({ page }) => {
  const nurse = newNurse('authscreendup');
  await createNurse(nurse, { live: false });
  await page.goto('/auth');

  await page.getByLabel('Name').fill(nurse.name);
  await page.getByLabel('Email').fill(nurse.email);
  await page.getByLabel('Phone').fill(nurse.phone);
  await page.getByLabel('Password', { exact: true }).fill(nurse.password);
  await page.getByRole('button', { name: 'Join' }).click();

  await expect(page.getByText('We already have your information!')).toBeVisible();
  await expect(page.getByText('Try logging in instead, or contact us if you need help.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
