import type { Page } from '@playwright/test';
import { createNurse, newNurse } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { signInOnboarded } from '../support/signed-in';

const topBar = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Every console error and every failed response the page shows while `action` runs. */
async function consoleErrorsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await action();
  return errors;
}

test('every link of the signed-in top bar leads to a real page, none to a 404', async ({ page }) => {
  await signInOnboarded(page);
  await page.goto('/dashboard');
  await expect(mainNav(page)).toBeVisible();

  const links = topBar(page).getByRole('link');
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThan(0);
  for (const target of [...new Set(targets)]) {
    await page.goto('/dashboard');
    await topBar(page).locator(`a[href="${target}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[?.]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    // A remote's first visit downloads it; on a busy machine that takes a while.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  }
  await expect(mainNav(page).getByRole('link')).toHaveText(['Chat', 'Interests', 'Jobs', 'Network', 'Messages']);
});

test('a signed-in nurse on an unknown path keeps the top bar and finds her way back to the dashboard', async ({ page }) => {
  await signInOnboarded(page);
  await page.goto('/no-such-area');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
});

test('a visitor on an unknown path gets the public 404 page with a way to the landing page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(mainNav(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your nursing career, connected.' })).toBeVisible();
});

test('Logout from Chat ends on the landing page and ends the session', async ({ page }) => {
  const nurse = newNurse('chatlogout');
  await createNurse(nurse, { live: false });
  await signIn(page, nurse);
  await expect(page).toHaveURL(/\/dashboard$/);

  await topBar(page).getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your nursing career, connected.' })).toBeVisible();
  // Stays there: nothing sends her on to /login afterwards.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('Logout from the profile ends on /login', async ({ page }) => {
  await signInOnboarded(page);
  await page.goto('/profile');
  await expect(topBar(page).getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await topBar(page).getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('F8 moves focus to the notifications, where a toast can be reached from the keyboard', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Join the Network' })).toBeVisible();
  await page.getByRole('button', { name: 'Already have an account? Log in' }).click();
  await page.getByLabel('Email', { exact: true }).fill(newNurse('nobody').email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region.getByText('Login failed')).toBeVisible();
  await expect(region).not.toBeFocused();

  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await region.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});

test('an anonymous visit to / logs no console error and no failed request', async ({ page }) => {
  const errors = await consoleErrorsDuring(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your nursing career, connected.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
  expect(errors).toEqual([]);
});

test('the combined auth screen shows testimonials and the footer note about the assistant’s call', async ({ page }) => {
  await page.goto('/auth');
  const testimonials = page.getByRole('region', { name: 'What nurses say' });
  await expect(testimonials).toBeVisible();
  await expect(testimonials.getByRole('listitem')).toHaveCount(3);
  await expect(testimonials.locator('blockquote').first()).not.toBeEmpty();
  await expect(page.getByRole('contentinfo')).toContainText('our career assistant calls you from the Nurse Career Network line');

  // Both stay when switching to the login mode.
  await page.getByRole('button', { name: 'Already have an account? Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(testimonials).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
