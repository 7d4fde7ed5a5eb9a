#!/usr/bin/env node
// Measures the JavaScript a browser downloads, gzipped, for the landing page, the admin dashboard,
// onboarding and the profile of the production build, and fails when a page is over its budget.
// Usage: npm run build && node scripts/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';
import { ADMIN_PASSWORD, startServer } from './lib/server.mjs';

const KB = 1024;

let nurseSequence = 0;

/**
 * A signed-in live nurse in the page's browser context: registered, activated by the administrator, and
 * with onboarding completed when asked. The context's request client shares the page's cookies.
 */
async function signInLiveNurse(page, url, { onboarded }) {
  const request = page.context().request;
  nurseSequence += 1;
  const email = `measure.${Date.now().toString(36)}.${nurseSequence}@example.org`;
  const expectOk = async (response, what) => {
    if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
    return response;
  };
  const registered = await expectOk(
    await request.post(`${url}/api/auth/register`, {
      data: { name: 'Measure Nurse', email, password: 'measure-password-1', phone: '(555) 201-3040' },
    }),
    'Registration',
  );
  const user = await registered.json();
  await expectOk(await request.post(`${url}/api/admin/login`, { data: { password: ADMIN_PASSWORD } }), 'Admin login');
  await expectOk(await request.put(`${url}/api/admin/users/${user.id}/status`, { data: { status: 'live' } }), 'Activation');
  if (onboarded) {
    await expectOk(
      await request.put(`${url}/api/users/${user.id}`, {
        data: { licensureType: 'RN', confirmedSpecialties: ['ICU'], onboardingCompleted: true },
      }),
      'Onboarding',
    );
  }
}

const PAGES = [
  { name: 'Landing page /', budgetKb: 200, visit: (page, url) => page.goto(`${url}/`, { waitUntil: 'networkidle' }) },
  {
    name: 'Admin dashboard /admin (shell included)',
    budgetKb: 350,
    // The administrator's way in: the login screen, then the dashboard it opens.
    visit: async (page, url) => {
      await page.goto(`${url}/admin-login`, { waitUntil: 'networkidle' });
      await page.locator('input[type=password]').fill(ADMIN_PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'Onboarding /onboarding (shell included)',
    budgetKb: 350,
    visit: async (page, url) => {
      await signInLiveNurse(page, url, { onboarded: false });
      await page.goto(`${url}/onboarding`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: "Let's learn about you" }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'Profile /profile (shell included)',
    budgetKb: 350,
    visit: async (page, url) => {
      await signInLiveNurse(page, url, { onboarded: true });
      await page.goto(`${url}/profile`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Measure Nurse' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
];

async function measure(browser, url, { visit }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await visit(page, url);
  let gzipped = 0;
  for (const response of scripts) gzipped += gzipSync(await response.body()).length;
  await context.close();
  return { files: scripts.length, gzipped };
}

const server = await startServer();
const browser = await launchChromium();
let overBudget = false;
try {
  for (const target of PAGES) {
    const { files, gzipped } = await measure(browser, server.url, target);
    const kb = gzipped / KB;
    const ok = kb <= target.budgetKb;
    overBudget ||= !ok;
    console.log(`${target.name.padEnd(42)} ${kb.toFixed(1).padStart(7)} KB gzipped in ${files} files (budget ${target.budgetKb} KB) ${ok ? 'OK' : 'OVER BUDGET'}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(overBudget ? 1 : 0);
