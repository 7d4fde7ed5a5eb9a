import { expect, type Locator } from '@playwright/test';

/** What the eye gets of an element's text: its colour, the background painted behind it, and their ratio. */
export interface TextContrast {
  text: string;
  background: string;
  ratio: number;
}

/**
 * The WCAG 2 contrast ratio of an element's text against the background actually painted behind it:
 * the element's own background and its ancestors' are laid over each other from the first opaque one
 * (white, the canvas, when none is), and the text colour over that ('placeholder': a field's placeholder text). axe leaves text over a transparent
 * background undecided ("incomplete"), so the browser tests compute it themselves.
 */
export async function textContrast(element: Locator, part: 'text' | 'placeholder' = 'text'): Promise<TextContrast> {
  // Tried again with the locator resolved afresh: a list that renders again (the chat reloading its
  // history after a reply) can replace the element between finding it and reading its styles.
  let measured: TextContrast | undefined;
  await expect(async () => {
    measured = await measureContrast(element, part);
  }).toPass({ timeout: 10_000 });
  return measured!;
}

function measureContrast(element: Locator, part: 'text' | 'placeholder'): Promise<TextContrast> {
  return element.evaluate((target, part) => {
    // A detached element has no computed style to read.
    if (!target.isConnected) throw new Error('The element left the page');
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const match = /^rgba?\(([^)]+)\)$/.exec(value.trim());
      if (!match) throw new Error(`Unreadable colour ${value}`);
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[\s,/]+/).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const show = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map((c) => Math.round(c)).join(', ')})`;

    const layers: Rgba[] = [];
    // An element drawn half transparent (opacity) fades its text into what lies under it, up to the first
    // background painted.
    let opacity = 1;
    for (let node: Element | null = target; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] === 0) {
        if (layers.length === 0) opacity *= Number(getComputedStyle(node).opacity);
        continue;
      }
      layers.push(colour);
      if (colour[3] === 1) break;
    }
    const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const [r, g, b, a] = parse(getComputedStyle(target, part === 'placeholder' ? '::placeholder' : null).color);
    const text = over([r, g, b, a * opacity], background);
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [number, number];
    return { text: show(text), background: show(background), ratio: (light + 0.05) / (dark + 0.05) };
  }, part);
}

/** The background colour an element paints itself ('rgba(0, 0, 0, 0)' when it paints none). */
export async function ownBackground(element: Locator): Promise<string> {
  return element.evaluate((target) => getComputedStyle(target).backgroundColor);
}
