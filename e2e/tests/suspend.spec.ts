import { adminApi, createNurse, newNurse, storedUser } from '../support/api';
import { expect, findAdminUserRow, signIn, signInAsAdmin, test } from '../support/fixtures';

test('an administrator suspends a signed-in nurse and her next request is refused', async ({ page, newPersonPage }) => {
  const nurse = newNurse('suspend');
  const user = await createNurse(nurse, { live: true });
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // A second person, the administrator, suspends her from the Users table.
  const adminPage = await newPersonPage();
  await signInAsAdmin(adminPage);
  const row = await findAdminUserRow(adminPage, nurse.email);
  await expect(row.getByText('live', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Suspend ${nurse.name}` }).click();
  await expect(adminPage.getByText('Status Updated').first()).toBeVisible();
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Activate ${nurse.name}` })).toBeVisible();
  const admin = await adminApi();
  expect((await storedUser(admin, user.id)).accountStatus).toBe('pending');
  await admin.dispose();

  // Her session no longer works: the API refuses it and the shell signs her out on the next navigation.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});

test('a nurse suspended while filling in onboarding is signed out when she submits it', async ({ page }) => {
  const nurse = newNurse('onboarding');
  const user = await createNurse(nurse, { live: true });
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: "Let's learn about you" })).toBeVisible();

  await page.getByRole('checkbox', { name: 'RN', exact: true }).check();
  await page.getByLabel('Add a specialty you have worked in').fill('ICU');
  await page.getByRole('button', { name: 'Add to Experienced in' }).click();

  const admin = await adminApi();
  expect((await admin.put(`/api/admin/users/${user.id}/status`, { data: { status: 'pending' } })).status()).toBe(200);

  // No reload: the refused save ends the session in the shell and the guard sends her to sign in.
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  expect((await storedUser(admin, user.id)).onboardingCompleted).toBe(false);
  await admin.dispose();
});
