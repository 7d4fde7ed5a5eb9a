import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settleAnimations } from './animations';
import { expect } from './fixtures';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function seriousViolations(violations: Violation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function seriousViolationsOnceSettled(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return seriousViolations(violations);
}

/**
 * Fails on any serious or critical axe violation of the page as it is now, naming rule and elements.
 * A toast that starts to fade in or out while axe reads the page is read once more after it settles;
 * a violation that is still there then fails.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const first = await seriousViolationsOnceSettled(page);
  expect(first.length === 0 ? first : await seriousViolationsOnceSettled(page)).toEqual([]);
}
