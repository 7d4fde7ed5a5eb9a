import type { Page, Response } from '@playwright/test';
import { newNurse } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInOnboarded } from '../support/signed-in';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, read from its IHDR header, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the shell's service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test('the signed-in product is an installable app that opens offline, with an offline page for a first visit, and keeps the API off the worker', async ({
  page,
}) => {
  test.slow();
  await signInOnboarded(page, newNurse('installs'));
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Chat' })).toBeVisible({ timeout: 30_000 });

  // The page names its manifest, its colour and the home-screen icon of iPhones.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await page.request.get(manifestHref ?? '');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Nurse Career Network',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#f3f7f9',
  });
  expect(String(manifest['short_name']).length).toBeGreaterThan(0);
  // Home screens cut longer names under the icon.
  expect(String(manifest['short_name']).length).toBeLessThanOrEqual(12);

  const icons = manifest['icons'] as ManifestIcon[];
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const wanted = [...icons, { src: appleIcon ?? '', sizes: '180x180', type: 'image/png' }];
  for (const icon of wanted) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await response.body()), icon.src).toEqual({ width, height });
  }
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  // The service worker, at the root scope, revalidated on every visit so a new version is picked up.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await controlledByServiceWorker(page)).toMatch(/\/sw\.js$/);

  // Chromium's own installability check finds nothing missing.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);

  // A page load goes through the worker, the remotes manifest and the remotes' entries too (network
  // first, so a redeployed remote is picked up at once); the API never does.
  const responses: Response[] = [];
  const record = (response: Response) => responses.push(response);
  page.on('response', record);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Chat' })).toBeVisible({ timeout: 30_000 });
  page.off('response', record);
  const path = (response: Response) => new URL(response.url()).pathname;
  const document = responses.find((response) => response.request().resourceType() === 'document');
  expect(document?.fromServiceWorker(), 'the page itself comes through the worker').toBe(true);
  const api = responses.filter((response) => /^\/api\//.test(path(response)));
  expect(api.map(path)).toContain('/api/auth/session');
  expect(api.filter((response) => response.fromServiceWorker()).map(path)).toEqual([]);
  const manifestAndEntries = responses.filter((response) => /^\/(remotes\.json$|remotes\/.*\/remoteEntry\.js$)/.test(path(response)));
  expect(manifestAndEntries.map(path)).toEqual(expect.arrayContaining(['/remotes.json', '/remotes/mfe-chat/remoteEntry.js']));

  // A redeployed remote is picked up: with a stale copy kept, the worker still answers the network's entry.
  const entry = '/remotes/mfe-chat/remoteEntry.js';
  const fresh = await (await page.request.get(entry)).text();
  await page.evaluate(async (address) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if (await cache.match(address))
        await cache.put(address, new Response('/* an old build */', { headers: { 'Content-Type': 'text/javascript' } }));
    }
  }, entry);
  expect(await page.evaluate(async (address) => (await fetch(address)).text(), entry)).toBe(fresh);

  // Offline, the product still opens from the worker's copies and says she is offline.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Chat' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("You're offline.", { exact: false })).toBeVisible();
  // Without a kept copy of the product (as on a first visit), a page shows the offline page.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete('/index.html');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Check that Wi-Fi or mobile data is on')).toBeVisible();
  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Chat' })).toBeVisible({ timeout: 30_000 });
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('her account menu shows how to add the app to the home screen', async ({ page }) => {
    await signInOnboarded(page, newNurse('iphone'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Your account/ }).click();
    const install = page.getByRole('button', { name: 'Install the app' });
    await expect(install).toHaveAttribute('aria-expanded', 'false');
    await install.click();
    await expect(page.getByText('Tap Share, then Add to Home Screen.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
