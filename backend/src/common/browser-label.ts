import Bowser from 'bowser';

/**
 * A browser's description of itself in words a nurse reads: "Chrome on Android", "Safari on iOS",
 * "Firefox on Windows". A program that names no browser (a link preview, curl) is named by what is
 * known of it; null when nothing is.
 */
export function browserLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const system = os.name === 'macOS' ? 'Mac' : os.name;
  if (browser.name && system) return `${browser.name} on ${system}`;
  if (browser.name) return browser.name;
  if (system) return `A browser on ${system}`;
  return 'Another program';
}
