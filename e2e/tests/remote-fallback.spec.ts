import { expect, test } from '../support/fixtures';

test('when the admin remote is unreachable the shell shows a fallback with Retry and the rest keeps working', async ({ page }) => {
  await page.route('**/remotes/mfe-admin/**', (route) => route.abort('connectionrefused'));

  await page.goto('/admin-login');
  await expect(page.getByText('This area is temporarily unavailable.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Signup for the waitlist' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Reserve Your Early Access' })).toBeVisible();

  await page.goto('/admin-login');
  await expect(retry).toBeVisible();
  await page.unroute('**/remotes/mfe-admin/**');
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
