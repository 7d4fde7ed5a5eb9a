import type { Page } from '@playwright/test';

/**
 * Resolves once every animation on the page that has an end has ended (a spinner's endless turn is
 * left running). A drawer still sliding in lies partly off the screen, and a toast still fading in is
 * drawn half transparent: what is measured while they move is not what she sees a moment later.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
