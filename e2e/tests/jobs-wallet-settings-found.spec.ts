import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { sidewaysScroll } from '../support/layout';
import { signInOnboarded } from '../support/signed-in';

const SCREENS = [
  { name: 'at 1280 px', size: { width: 1280, height: 800 } },
  { name: 'at 375 px', size: { width: 375, height: 740 } },
];

/** The top of each link in the bar's navigation: one value when they all sit on one row. */
async function rowsOfLinks(page: Page): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tops = await nav.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  return new Set(tops).size;
}

for (const { name, size } of SCREENS) {
  test(`${name} the job board is a link of the top bar, and her wallet and settings are on the dashboard`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInOnboarded(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Career Assistant' })).toBeVisible({ timeout: 30_000 });

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Chat', 'Interests', 'Jobs', 'Network', 'Messages']);
    expect(await rowsOfLinks(page)).toBe(1);
    expect(await sidewaysScroll(page)).toBe(0);
    const shortcuts = page.getByRole('region', { name: 'Your shortcuts' });
    await expect(shortcuts.getByRole('link')).toHaveCount(3);
    await expectNoSeriousViolations(page);

    await shortcuts.getByRole('link', { name: /^Wallet/ }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await page
      .getByRole('region', { name: 'Your shortcuts' })
      .getByRole('link', { name: /^Settings/ })
      .click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });

    await nav.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/areas-of-interest\?tab=jobs$/);
    await expect(page.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible({ timeout: 30_000 });
    await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Interests' })).not.toHaveAttribute('aria-current', 'page');
    expect(await rowsOfLinks(page)).toBe(1);
  });
}
