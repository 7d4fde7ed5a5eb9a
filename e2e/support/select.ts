import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Picks `option` in the antd select labelled `label` (inside `within`, when given), and waits until the
 * select shows it. A click that lands while the list is still opening can be lost; the pick is then
 * made once more.
 */
export async function choose(page: Page, label: string, option: string, within: Page | Locator = page): Promise<void> {
  const select = within.getByLabel(label, { exact: true });
  const shown = select
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .getByText(option, { exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .locator(`.ant-select-item-option[title="${option}"]`)
      .click();
    if (attempt === 2) break;
    const chosen = await expect(shown.first())
      .toBeVisible({ timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    if (chosen) return;
    await page.keyboard.press('Escape');
  }
  await expect(shown.first()).toBeVisible();
}
