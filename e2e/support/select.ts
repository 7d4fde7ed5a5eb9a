import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const ATTEMPTS = 3;
const STEP_TIMEOUT_MS = 3000;

/** Answers whether `locator` becomes visible within `timeout` ms, without failing the test. */
function becomesVisible(locator: Locator, timeout = STEP_TIMEOUT_MS): Promise<boolean> {
  return locator.waitFor({ state: 'visible', timeout }).then(
    () => true,
    () => false,
  );
}

/**
 * Picks `option` in the antd select labelled `label` (inside `within`, when given), and waits until the
 * select shows it. On a busy machine a click can land before the select listens (the list never
 * opens) or while the list is still opening (the pick is lost); the list is then closed and the pick
 * made again.
 */
export async function choose(page: Page, label: string, option: string, within: Page | Locator = page): Promise<void> {
  const select = within.getByLabel(label, { exact: true });
  const shown = select
    .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
    .getByText(option, { exact: true })
    .first();
  const item = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').locator(`.ant-select-item-option[title="${option}"]`);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    await select.click();
    if (await becomesVisible(item)) {
      await item.click();
      if (await becomesVisible(shown)) return;
    }
    await page.keyboard.press('Escape');
  }
  await expect(shown).toBeVisible();
}
