import type { Page, Response } from '@playwright/test';
import { expect, fillAdminSignIn, test } from '../support/fixtures';
import { ownerSignInFields } from '../support/staff';
import { signInOnboarded } from '../support/signed-in';

/**
 * antd's default seed theme, as every build of antd carries it once (minified). Two script URLs holding
 * it mean two copies of antd were downloaded in the visit.
 */
const ANTD_MARKER = 'colorPrimary:"#1677ff",colorSuccess:"#52c41a"';

/** The URLs of the scripts the page downloads from now on that carry antd's code. */
function watchAntdScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.text().then(
        (body) => {
          if (body.includes(ANTD_MARKER)) urls.add(new URL(response.url()).pathname);
        },
        () => undefined, // a body that is gone after a navigation was read from an earlier response
      ),
    );
  });
  page.on('close', () => void Promise.all(pending));
  return urls;
}

/** Client-side navigation without a page load, as a link inside the app does it (the router follows popstate). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('moving through every area in one visit downloads antd once', async ({ page }) => {
  const nurse = await signInOnboarded(page);
  const antdScripts = watchAntdScripts(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Invite colleagues')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Career Assistant' })).toBeVisible({ timeout: 30_000 });

  for (const [area, heading] of [
    ['Network', 'Network'],
    ['Messages', 'Messages'],
    ['Interests', 'Interests'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: new RegExp(`^${area}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  }

  await page.getByRole('button', { name: /Your account/ }).click();
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: nurse.name })).toBeVisible({ timeout: 30_000 });

  await goInApp(page, '/admin-login');
  await fillAdminSignIn(page, await ownerSignInFields());
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect([...antdScripts], 'script files that carry antd').toHaveLength(1);
});
