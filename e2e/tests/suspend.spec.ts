import { createNurse, newNurse } from '../support/api';
import { expect, findAdminUserRow, signIn, signInAsAdmin, test } from '../support/fixtures';

test("an administrator suspends a signed-in nurse and her next request is refused", async ({ page, browser }) => {
  const nurse = newNurse('suspend');
  await createNurse(nurse, { live: true });
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  const row = await findAdminUserRow(adminPage, nurse.email);
  await row.getByRole('button', { name: `Suspend ${nurse.name}` }).click();
  await expect(adminPage.getByText('Status Updated').first()).toBeVisible();
  await expect(row.getByRole('button', { name: `Activate ${nurse.name}` })).toBeVisible();
  await adminContext.close();

  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});
