import type { Locator, Page } from '@playwright/test';

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The lines an element's text is laid out on (a name broken letter by letter takes one per letter). */
export async function textLines(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    const range = document.createRange();
    range.selectNodeContents(target);
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** The part of an element that lies outside the window's width, in pixels (0 when it is wholly inside). */
export async function outsideViewport(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    const { left, right } = target.getBoundingClientRect();
    return Math.max(0, -left) + Math.max(0, right - document.documentElement.clientWidth);
  });
}
