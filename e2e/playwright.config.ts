import { defineConfig } from '@playwright/test';
// The browser tests and the page-size script (scripts/bundle-size.mjs) launch the same Chromium.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { ADMIN_PASSWORD, BASE_URL, DATA_DIR, LOCALHOST_URL, PORT, REPO_ROOT } from './support/settings';

export default defineConfig({
  testDir: './tests',
  // Spec files run two at a time against the one server (each test makes its own nurses); the tests
  // of a file run in order. E2E_WORKERS=1 runs one file at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // The longest journeys sign two or three people in and cross several areas; with two spec files at
  // once on a 2-core machine they take up to a minute. Each step still waits at most expect's 10 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../tmp/e2e-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    // A failed test keeps its trace with DOM snapshots and a screenshot of its last state. The trace's
    // screencast, which keeps the browser drawing frames throughout every test, is left out: it cost
    // about 40% of the browser tests' CPU time (docs/decisions/browser-tests.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    // The product honours the device's reduced-motion setting: a dialog is at its place when it shows, so a
    // click is never sent to a button still zooming in.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE_URL,
      // Passkeys need a domain for their relying party, never an IP address: the passkey tests open the
      // product at http://localhost (support/settings.ts, LOCALHOST_URL).
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: LOCALHOST_URL,
      DATA_DIR,
      ADMIN_PASSWORD,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      REMOTES: '',
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
      // A digest email goes two seconds after what it gathers, not fifteen minutes.
      DIGEST_DELAY_SECONDS: '2',
      // A deletion whose due time the test moved into the past is erased within seconds.
      ACCOUNT_DELETION_SWEEP_SECONDS: '2',
    },
  },
});
