import path from 'node:path';

/** Where the browser tests run the built product, and with which settings. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** E2E_PORT lets two checkouts run their browser tests side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3457);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same server under a domain name, as passkeys need (WebAuthn refuses an IP address as relying party). */
export const LOCALHOST_URL = `http://localhost:${PORT}`;
/** E2E_DATA_DIR, like E2E_PORT, keeps two runs on one machine from emptying each other's data. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(REPO_ROOT, 'tmp', 'e2e-data');
export const OUTBOX_DIR = path.join(DATA_DIR, 'outbox');
export const ADMIN_PASSWORD = 'e2e-admin-password-1';
