import { expect, test } from '../support/fixtures';

const ADMIN_REMOTE = '**/remotes/mfe-admin/**';

test('when the admin remote is unreachable the shell shows a fallback with Retry and the rest keeps working', async ({ page }) => {
  // On the context, so that the service worker's requests (which fetch the remotes once it controls
  // the page) are refused too; the worker keeps no copy of a remote it never received.
  await page.context().route(ADMIN_REMOTE, (route) => route.abort('connectionrefused'));

  await page.goto('/admin-login');
  await expect(page.getByText('This area is temporarily unavailable.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toHaveCount(0);

  // The shell's own screens do not depend on the remote.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your nursing career, connected.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get your next job' })).toBeVisible();
  await page.getByRole('link', { name: 'Signup for the waitlist' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Reserve Your Early Access' })).toBeVisible();

  // Retry after the remote is back renders the admin login without a reload.
  await page.goto('/admin-login');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await page.context().unroute(ADMIN_REMOTE);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Access Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('This area is temporarily unavailable.')).toHaveCount(0);
});
