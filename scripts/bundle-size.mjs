#!/usr/bin/env node
// Measures the JavaScript a browser downloads, gzipped, on the production build: the first visit of the
// landing page and of every area (shell + UI kit + remote), and what moving from one area to another in
// the same visit adds (the shell and the kit are already loaded then). Each figure is reported against its
// target; the run fails when one passes its ceiling, which catches a second copy of antd or of React (see
// docs/decisions/antd-through-shared-kit.md for the figures and what keeps the pages within their targets).
// It also measures how soon the slowest first views paint their main content (the wallet's entries, the
// first job listing, the unsubscribe question), as the median of several runs, and fails when a median
// passes its target (docs/bundle-sizes.md, "First views").
// Usage: npm run build && node scripts/bundle-size.mjs [--json sizes.json] [--compare earlier-sizes.json] [--files]
//   [--paint-runs N (5)] [--paint-latency MS (0: the loopback as it is)] [--paints-only]
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';
import { measureFirstPaints } from './lib/first-paint.mjs';
import { signInAdmin, signInLiveNurse } from './lib/measure-accounts.mjs';
import { startServer } from './lib/server.mjs';

const KB = 1024;
/** What a page should cost. */
const TARGET_KB = { landing: 170, area: 300, move: 120 };
/**
 * What a page may cost before the run fails: the targets with room for small changes, low enough that
 * a second copy of antd or React (60 KB and more) fails it.
 */
const CEILING_KB = { landing: 170, area: 320, move: 150 };
/** How soon a first view should paint its main content, as the median of the runs. */
const PAINT_TARGET_MS = 2000;

/** Each area: its path, what the visitor needs first, and what shows once it has loaded. */
const AREAS = {
  landing: {
    path: '/',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Your nursing career, connected.' }),
  },
  admin: {
    path: '/admin',
    prepare: (context, url) => signInAdmin(context, url),
    ready: (page) => page.getByRole('heading', { name: 'Admin Dashboard' }),
  },
  onboarding: {
    path: '/onboarding',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: false }),
    ready: (page) => page.getByRole('heading', { name: "Let's learn about you" }),
  },
  profile: {
    path: '/profile',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: true }),
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Measure Nurse', exact: true }),
  },
  wallet: {
    path: '/wallet',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: true }),
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Wallet' }),
  },
  dashboard: {
    path: '/dashboard',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: true }),
    ready: (page) => page.getByRole('heading', { level: 1, name: /^(Career Assistant|Hello, Measure Nurse)$/ }),
  },
  network: {
    path: '/network',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: true }),
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Network' }),
  },
  messages: {
    path: '/messages',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: true }),
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Messages' }),
  },
  careerWizard: {
    path: '/career-wizard',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: true }),
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Career Path Wizard' }),
  },
  interests: {
    path: '/areas-of-interest',
    prepare: (context, url) => signInLiveNurse(context, url, { onboarded: true }),
    ready: (page) => page.getByRole('tab', { name: 'People' }),
  },
};

/** Areas that need the same onboarded nurse: one sign-in serves a visit through several of them. */
const NURSE_AREAS = new Set(['profile', 'wallet', 'dashboard', 'network', 'messages', 'interests', 'careerWizard']);

const FIRST_VISITS = [
  { key: '/', areas: ['landing'], targetKb: TARGET_KB.landing, ceilingKb: CEILING_KB.landing },
  ...['admin', 'onboarding', 'profile', 'wallet', 'dashboard', 'careerWizard', 'network', 'messages', 'interests'].map((area) => ({
    key: AREAS[area].path,
    areas: [area],
    targetKb: TARGET_KB.area,
    ceilingKb: CEILING_KB.area,
  })),
];
const MOVES = [
  ['profile', 'admin'],
  ['admin', 'profile'],
  ['dashboard', 'profile'],
  ['profile', 'dashboard'],
  ['admin', 'onboarding'],
  ['dashboard', 'network'],
  ['network', 'messages'],
  ['messages', 'interests'],
  ['profile', 'interests'],
  ['dashboard', 'careerWizard'],
  ['profile', 'wallet'],
  ['dashboard', 'wallet'],
].map((areas) => ({
  key: areas.map((area) => AREAS[area].path).join(' -> '),
  areas,
  targetKb: TARGET_KB.move,
  ceilingKb: CEILING_KB.move,
}));

async function settle(page, area) {
  await AREAS[area].ready(page).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/** Gzipped bytes of the scripts downloaded in each step: a first visit, then in-app navigations. */
async function measure(browser, url, areas) {
  const context = await browser.newContext();
  const prepared = new Set();
  for (const area of areas) {
    const prepare = AREAS[area].prepare;
    const kind = NURSE_AREAS.has(area) ? 'nurse' : area;
    if (prepare && !prepared.has(kind)) await prepare(context, url);
    prepared.add(kind);
  }
  const page = await context.newPage();
  let scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const steps = [];
  const [first, ...next] = areas;
  await page.goto(`${url}${AREAS[first].path}`, { waitUntil: 'networkidle' });
  await settle(page, first);
  steps.push(await total(scripts));
  for (const area of next) {
    scripts = [];
    // A client-side navigation, as a link in the app makes: the page is not reloaded.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, AREAS[area].path);
    await settle(page, area);
    steps.push(await total(scripts));
  }
  await context.close();
  return steps;
}

async function total(responses) {
  let gzipped = 0;
  const perFile = [];
  for (const response of responses) {
    const bytes = gzipSync(await response.body()).length;
    gzipped += bytes;
    perFile.push({ url: new URL(response.url()).pathname, kb: Math.round((bytes / KB) * 10) / 10 });
  }
  return { files: responses.length, kb: Math.round((gzipped / KB) * 10) / 10, perFile };
}

/** With --files: each script a step downloaded, largest first, to see what a page pays for. */
function printFiles(title, perFile) {
  if (!options.files) return;
  console.log(`\n${title}`);
  for (const { url, kb } of [...perFile].sort((a, b) => b.kb - a.kb)) console.log(`${kb.toFixed(1).padStart(8)}  ${url}`);
}

function printTable(title, rows, earlier) {
  const header = earlier
    ? ['', 'before KB', 'now KB', 'change', 'target KB', 'ceiling KB', 'files', '']
    : ['', 'KB', 'target KB', 'ceiling KB', 'files', ''];
  const lines = rows.map(({ key, kb, targetKb, ceilingKb, files }) => {
    const verdict = kb <= targetKb ? 'OK' : kb <= ceilingKb ? 'over target' : 'OVER CEILING';
    const before = earlier?.[key];
    const change = before === undefined ? 'n/a' : `${kb - before >= 0 ? '+' : ''}${(kb - before).toFixed(1)}`;
    return earlier
      ? [
          key,
          before === undefined ? 'n/a' : before.toFixed(1),
          kb.toFixed(1),
          change,
          String(targetKb),
          String(ceilingKb),
          String(files),
          verdict,
        ]
      : [key, kb.toFixed(1), String(targetKb), String(ceilingKb), String(files), verdict];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column].length)));
  const format = (line) =>
    line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${title}`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

const { values: options } = parseArgs({
  options: {
    json: { type: 'string' },
    compare: { type: 'string' },
    files: { type: 'boolean', default: false },
    'paint-runs': { type: 'string', default: '5' },
    'paint-latency': { type: 'string', default: '0' },
    'paints-only': { type: 'boolean', default: false },
  },
});
const paintRuns = Number(options['paint-runs']);
if (!Number.isInteger(paintRuns) || paintRuns < 0) throw new Error('--paint-runs takes a whole number');
const paintLatencyMs = Number(options['paint-latency']);
if (!Number.isFinite(paintLatencyMs) || paintLatencyMs < 0) throw new Error('--paint-latency takes milliseconds');
const earlier = options.compare ? JSON.parse(readFileSync(options.compare, 'utf8')) : undefined;

/** Each screen's runs, their median against the target. */
function printPaints(paints) {
  const latency = paintLatencyMs > 0 ? `, ${paintLatencyMs} ms latency per request` : '';
  console.log(`\nFirst view: content painted, ms from navigation start (median of ${paintRuns}${latency}; target ${PAINT_TARGET_MS} ms)`);
  for (const { label, times, medianMs } of paints) {
    const verdict = medianMs <= PAINT_TARGET_MS ? 'OK' : 'OVER TARGET';
    console.log(`${label.padEnd(56)} ${String(Math.round(medianMs)).padStart(6)}  ${verdict}   runs: ${times.join(', ')}`);
  }
}

// Digests go a second after what they gather, so the unsubscribe screen can be measured with a real link;
// the rate limits would refuse the many sign-ups and sign-ins of one run.
const server = await startServer({ DIGEST_DELAY_SECONDS: '1', RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' });
const browser = await launchChromium();
const firstVisits = [];
const moves = [];
let paints = [];
try {
  if (paintRuns > 0) paints = await measureFirstPaints(browser, server, { runs: paintRuns, latencyMs: paintLatencyMs });
  for (const target of options['paints-only'] ? [] : FIRST_VISITS) {
    const [step] = await measure(browser, server.url, target.areas);
    printFiles(`First visit of ${target.key}`, step.perFile);
    firstVisits.push({ ...target, ...step });
  }
  for (const target of options['paints-only'] ? [] : MOVES) {
    const [, step] = await measure(browser, server.url, target.areas);
    printFiles(`Moving ${target.key}`, step.perFile);
    moves.push({ ...target, ...step });
  }
} finally {
  await browser.close();
  await server.stop();
}

if (!options['paints-only']) {
  printTable('First visit (gzipped JS downloaded)', firstVisits, earlier?.firstVisits);
  printTable('Moving to another area in the same visit (gzipped JS added)', moves, earlier?.moves);
}
if (paints.length > 0) printPaints(paints);
if (options.json) {
  const byKey = (rows) => Object.fromEntries(rows.map(({ key, kb }) => [key, kb]));
  const paintMs = Object.fromEntries(paints.map(({ key, medianMs }) => [key, medianMs]));
  writeFileSync(options.json, `${JSON.stringify({ firstVisits: byKey(firstVisits), moves: byKey(moves), paintMs }, null, 2)}\n`);
}
const overCeiling = [...firstVisits, ...moves].some(({ kb, ceilingKb }) => kb > ceilingKb);
const paintOverTarget = paints.some(({ medianMs }) => medianMs > PAINT_TARGET_MS);
process.exit(overCeiling || paintOverTarget ? 1 : 0);
