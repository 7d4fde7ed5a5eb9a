import type { Page } from '@playwright/test';
import { newNurse, type TestNurse } from '../support/api';
import { expect, test } from '../support/fixtures';
import { currentUser, signInOnboarded } from '../support/signed-in';

/** Everything the page's origin keeps in localStorage, as key=value lines. */
function localStorageOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(window.localStorage)
      .map((key) => `${key}=${window.localStorage.getItem(key) ?? ''}`)
      .join('\n'),
  );
}

/** A nurse who signed up with her NCSBN id and her licence details, as the combined screen sends them. */
function verifiedNurse(): TestNurse {
  const nurse = newNurse('gina');
  const ncsbnId = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  return {
    ...nurse,
    firstName: 'Gina',
    lastName: 'Verified',
    verificationType: 'ncsbn',
    ncsbnId,
    licenseNumber: `RN${ncsbnId}`,
  } as TestNurse;
}

test('a shared computer keeps no contact or licence detail of her, and a 401 after her session ends elsewhere clears what it keeps', async ({
  page,
}) => {
  // Two sign-ins and a remote's first download.
  test.slow();
  const nurse = verifiedNurse();
  await signInOnboarded(page, nurse);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });

  const account = await currentUser(page);
  const stored = await localStorageOf(page);
  expect(stored).toContain('user=');
  // Her contact details and NCSBN id are on the account; a licence number and last name too when she gave them.
  expect([account.email, account.phone, account.ncsbnId].every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
  const details = [account.email, account.phone, account.ncsbnId, account.licenseNumber, account.lastName].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  for (const detail of details) expect(stored, `localStorage holds ${detail}`).not.toContain(detail);
  // What the first paint needs, and no more: her first name.
  const kept = JSON.parse((await page.evaluate(() => window.localStorage.getItem('user'))) ?? 'null') as Record<string, unknown>;
  expect(Object.keys(kept)).toEqual(['firstName']);
  expect(kept['firstName']).toEqual(expect.stringMatching(/^\S+$/));

  // She signs out in another tab of the same browser: the server ends the session this page still shows.
  const otherTab = await page.context().newPage();
  expect((await otherTab.request.post('/api/auth/logout')).status()).toBeLessThan(300);
  await otherTab.close();

  // The page hears of it from its live socket closing, or at its next call: a 401 either way, which
  // clears what the browser kept. When the socket comes first, the top bar is gone before the click.
  const network = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Network/ });
  await Promise.race([page.waitForURL(/\/login$/, { timeout: 30_000 }), network.click()]);
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
});
