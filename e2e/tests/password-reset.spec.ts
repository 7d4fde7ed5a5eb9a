import { createNurse, newNurse } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { resetLinkFrom, waitForMail } from '../support/outbox';

test('a forgotten password is reset with the emailed link; the new password works and the old one is refused', async ({ page }) => {
  const nurse = newNurse('reset');
  await createNurse(nurse, { live: true });
  const newPassword = 'second-password-2';

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(nurse.email);
  await page.getByRole('button', { name: /send reset/i }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Another Reset Email' })).toBeVisible();

  const [mail] = await waitForMail(nurse.email, 'Reset your password');
  const link = resetLinkFrom(mail);
  expect(link.startsWith('http://127.0.0.1:3457/reset-password?token=')).toBe(true);

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

  // The link works once.
  await page.context().clearCookies();
  const reuse = await page.request.post('/api/auth/reset-password', { data: { token: new URL(link).searchParams.get('token'), password: 'third-password-3' } });
  expect(reuse.status()).toBe(400);
});
