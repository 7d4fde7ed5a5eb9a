import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
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

/** The texts a nurse reads and presses: headings, buttons, links, labels and legends. */
export const TEXT_ELEMENTS = 'h1, h2, h3, h4, h5, h6, button, a[href], label, legend, [role="button"], [role="link"], [role="tab"]';

/**
 * Pairs of visible texts drawn over each other, as 'A' covers 'B' lines; and texts squeezed to no
 * width, which cannot be read at all. A text's area is its box together with its glyphs, which spill
 * out of a box squeezed narrower than them. An element and one inside it (a link in a heading) are
 * not compared. Only the elements inside `within` count, so a drawer's texts are not compared with
 * the page it covers. The page is read scrolled to its top, where a sticky bar covers nothing.
 */
export async function overlappingTexts(page: Page, options: { within?: string; selectors?: string } = {}): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settleAnimations(page);
  return page.evaluate(
    ({ within, selectors }) => {
      const describe = (element: Element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        return `<${element.tagName.toLowerCase()}> '${text || element.getAttribute('aria-label') || ''}'`;
      };
      const shown = (element: Element) => {
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false;
        const box = element.getBoundingClientRect();
        // A visually hidden text (1 px, clipped) is for screen readers only.
        return !(box.width <= 1 && box.height <= 1 && element.getClientRects().length > 0) && element.getClientRects().length > 0;
      };
      const roots = [...document.querySelectorAll(within)];
      const elements = [
        ...new Set(roots.flatMap((root) => [root, ...root.querySelectorAll(selectors)].filter((e) => e.matches(selectors)))),
      ]
        .filter(shown)
        .filter((element) => (element.textContent ?? '').trim() !== '' || element.getAttribute('aria-label'));
      type Area = { left: number; top: number; right: number; bottom: number };
      const areaOf = (rect: DOMRect): Area => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
      /** The area both cover (`grow` false) or the least that covers both (`grow` true). */
      const combine = (a: Area, b: Area, grow: boolean): Area => {
        const [outer, inner] = grow ? [Math.min, Math.max] : [Math.max, Math.min];
        return { left: outer(a.left, b.left), top: outer(a.top, b.top), right: inner(a.right, b.right), bottom: inner(a.bottom, b.bottom) };
      };
      // Where each piece of an element's text is drawn, cut to the boxes that clip it; a clipped-away
      // text (a screen reader's label) is drawn nowhere.
      const glyphRects = (element: Element) => {
        const rects: Area[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const clips: DOMRect[] = [];
          let hidden = false;
          for (let parent = node.parentElement; parent && parent !== element.parentElement; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.clipPath !== 'none' || style.clip !== 'auto') hidden = true;
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(parent.getBoundingClientRect());
          }
          if (hidden) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const cut = clips.reduce((area, clip) => combine(area, areaOf(clip), false), areaOf(rect));
            if (cut.right - cut.left > 0 && cut.bottom - cut.top > 0) rects.push(cut);
          }
        }
        return rects;
      };
      const problems: string[] = [];
      const areas = elements.map((element) => {
        const box = element.getBoundingClientRect();
        const glyphs = glyphRects(element);
        if (box.width < 1 || box.height < 1) problems.push(`${describe(element)} is squeezed to ${Math.round(box.width)} px`);
        return glyphs.reduce((area, glyph) => combine(area, glyph, true), areaOf(box));
      });
      // Borders that touch are not an overlap.
      const slack = 1;
      for (let a = 0; a < elements.length; a += 1) {
        for (let b = a + 1; b < elements.length; b += 1) {
          if (elements[a].contains(elements[b]) || elements[b].contains(elements[a])) continue;
          const [one, two] = [areas[a], areas[b]];
          const wide = Math.min(one.right, two.right) - Math.max(one.left, two.left);
          const high = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
          if (wide > slack && high > slack) {
            problems.push(`${describe(elements[a])} and ${describe(elements[b])} overlap by ${Math.round(wide)}×${Math.round(high)} px`);
          }
        }
      }
      return problems;
    },
    { within: options.within ?? 'body', selectors: options.selectors ?? TEXT_ELEMENTS },
  );
}

/** Fails naming every pair of texts drawn over each other (and every text squeezed to nothing). */
export async function expectNoOverlaps(page: Page, options: { within?: string; selectors?: string } = {}): Promise<void> {
  expect(await overlappingTexts(page, options), 'texts drawn over each other').toEqual([]);
}
