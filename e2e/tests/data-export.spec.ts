import { DATA_EXPORT_TEXTS, dataExportFileName } from '@nurse/domain';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';
import { fileInZip } from '../support/zip';

test.use({ viewport: { width: 375, height: 740 } });

test('on a 375 px screen she asks for her data, sees it prepared, is told it is ready and downloads her archive', async ({ page }) => {
  const nurse = newNurse('data');
  const me = await signInOnboarded(page, nurse);
  await page.goto('/settings');
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Your data' }) });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(DATA_EXPORT_TEXTS.keptFor)).toBeVisible();
  await expectNoSeriousViolations(page);

  await section.getByRole('button', { name: DATA_EXPORT_TEXTS.requestButton }).click();
  await expect(page.getByText(DATA_EXPORT_TEXTS.requested).first()).toBeVisible();
  // Prepared in the background; the screen asks again until it is ready.
  const download = section.getByRole('link', { name: DATA_EXPORT_TEXTS.downloadButton });
  await expect(download.or(section.getByText(DATA_EXPORT_TEXTS.preparing))).toBeVisible();
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/available until/)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoSeriousViolations(page);

  // The bell tells her too, and its link lands on this section.
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(DATA_EXPORT_TEXTS.notificationReady) })
    .click();
  await expect(page).toHaveURL(/\/settings\?section=your-data$/);
  await expect(download).toBeVisible({ timeout: 30_000 });

  const started = page.waitForEvent('download');
  await download.click();
  const file = await started;
  expect(file.suggestedFilename()).toBe(dataExportFileName(new Date()));
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const profile = JSON.parse(fileInZip(Buffer.concat(chunks), 'profile/profile.json')!.toString('utf8')) as {
    id: number;
    name: string;
    email: string;
  };
  expect(profile).toMatchObject({ id: me.id, name: me.name, email: nurse.email });
  expect(fileInZip(Buffer.concat(chunks), 'README.txt')!.toString('utf8')).toContain('profile/profile.json');
});
