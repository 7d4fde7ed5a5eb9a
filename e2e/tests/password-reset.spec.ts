import { createNurse, newNurse } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { newestMail, resetLinkFrom, waitForMail } from '../support/outbox';
import { BASE_URL } from '../support/settings';

test('a forgotten password is reset with the emailed link; the new password works and the old one is refused', async ({ page }) => {
  const nurse = newNurse('reset');
  await createNurse(nurse, { live: true });
  const newPassword = 'second-password-2';

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(nurse.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('Check Your Email', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Return to Login' })).toBeVisible();
  await waitForMail(nurse.email, 'Reset your password', 1);

  // 'Send Another Reset Email' returns to the form; a second request sends a second mail.
  await page.getByRole('button', { name: 'Send Another Reset Email' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(nurse.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const mails = await waitForMail(nurse.email, 'Reset your password', 2);
  const link = resetLinkFrom(await newestMail(nurse.email, 'Reset your password'));
  expect(link.startsWith(`${BASE_URL}/reset-password?token=`)).toBe(true);
  expect(link).not.toBe(resetLinkFrom(mails[0]));

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in with your new password.')).toBeVisible();

  await signIn(page, { email: nurse.email, password: nurse.password });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email: nurse.email, password: newPassword });
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  // The link works once.
  await page.context().clearCookies();
  const token = new URL(link).searchParams.get('token');
  const reuse = await page.request.post('/api/auth/reset-password', { data: { token, password: 'third-password-3' } });
  expect(reuse.status()).toBe(400);
});
