#!/usr/bin/env node
// Measures the JavaScript a browser downloads, gzipped, for the landing page and the admin
// dashboard of the production build, and fails when a page is over its budget.
// Usage: npm run build && node scripts/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';
import { ADMIN_PASSWORD, startServer } from './lib/server.mjs';

const KB = 1024;
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
