import type { Page } from '@playwright/test';
import { newNurse } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { pdfFile, photoFile, type PickedFile } from '../support/files';
import { openProfile } from '../support/profile';
import { currentUser } from '../support/signed-in';

async function pick(page: Page, button: string, file: PickedFile): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('on /profile she changes her phone and sees Save Changes come and go, and her new photo shows in the top bar', async ({ page }) => {
  const nurse = newNurse('profile');
  await openProfile(page, nurse);
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit name and contact details' }).click();
  const phone = page.getByLabel('Phone Number');
  await phone.fill('');
  await phone.pressSequentially('5559876543');
  await expect(phone).toHaveValue('(555) 987-6543');
  await expect(save.first()).toBeVisible();
  await save.first().click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  await expect(save).toHaveCount(0);
  expect((await currentUser(page)).phone).toBe('5559876543');

  await pick(page, 'Upload profile photo', await photoFile());
  await expect(page.getByText('Profile photo updated').first()).toBeVisible();
  const stored = await currentUser(page);
  expect(stored.profileImage).toMatch(/^\/api\/media\/avatars\/[0-9a-f]+\.webp$/);
  const topBarPhoto = page.getByRole('button', { name: /Your account/ }).locator('img');
  await expect(topBarPhoto).toHaveAttribute('src', stored.profileImage!);
  const image = await page.request.get(stored.profileImage!);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('she uploads, replaces and deletes her résumé, and confirms an email change', async ({ page }) => {
  const nurse = newNurse('resume');
  await openProfile(page, nurse);

  await pick(page, 'Upload Resume', pdfFile('first-cv.pdf'));
  await expect(page.getByText('Resume uploaded').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download first-cv.pdf' })).toBeVisible();

  await pick(page, 'Replace', pdfFile('second-cv.pdf'));
  await expect(page.getByRole('link', { name: 'Download second-cv.pdf' })).toBeVisible();
  const replaced = await currentUser(page);
  expect(replaced.resumeUrl).toMatch(/user\d+-second-cv\.pdf$/);
  const download = await page.request.get(replaced.resumeUrl!);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect((await download.body()).toString()).toContain('second-cv.pdf');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Resume deleted').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeVisible();
  expect((await currentUser(page)).resumeUrl).toBeNull();

  const newEmail = `moved.${Date.now()}@example.org`;
  await page.getByRole('button', { name: 'Edit name and contact details' }).click();
  await page.getByLabel('Email Address').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Change your email address?');
  await page.getByRole('button', { name: 'Yes, Change Email' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  expect((await currentUser(page)).email).toBe(newEmail);

  await page.context().clearCookies();
  await signIn(page, { email: newEmail, password: nurse.password });
  await expect(page).toHaveURL(/\/dashboard$/);
});
