// Launches Debian's Chromium headless with the flags this environment needs.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium without the browser's
 * window and its compositor) when it is installed, else the full browser; CHROMIUM_PATH picks another.
 * The shell needs about half the CPU time for the same pages (docs/decisions/browser-tests.md).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((binary) => existsSync(binary)) ??
  '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
