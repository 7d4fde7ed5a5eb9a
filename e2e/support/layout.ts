import type { Locator, Page } from '@playwright/test';
import { settleAnimations } from './animations';

// Each measure waits for the page's animations to end: a drawer still sliding in is not yet where it stays.

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
export async function sidewaysScroll(page: Page): Promise<number> {
  await settleAnimations(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The lines an element's text is laid out on (a name broken letter by letter takes one per letter). */
export async function textLines(element: Locator): Promise<number> {
  await settleAnimations(element.page());
  return element.evaluate((target) => {
    const range = document.createRange();
    range.selectNodeContents(target);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** The part of an element that lies outside the window's width, in pixels (0 when it is wholly inside). */
export async function outsideViewport(element: Locator): Promise<number> {
  await settleAnimations(element.page());
  return element.evaluate((target) => {
    const { left, right } = target.getBoundingClientRect();
    return Math.max(0, -left) + Math.max(0, right - document.documentElement.clientWidth);
  });
}

/** How much of an element's content its own box hides sideways (text cut off or scrolled away), in pixels. */
export async function hiddenOverflow(element: Locator): Promise<number> {
  await settleAnimations(element.page());
  return element.evaluate((target) => Math.max(0, target.scrollWidth - target.clientWidth));
}
