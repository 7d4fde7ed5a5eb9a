import { ERRORS } from '@nurse/domain';
import type { ApiResponse } from './support/api-client';
import { PASSWORD, uniqueEmail } from './support/actors';
import { OWNER_EMAIL } from './support/staff';
import { useTestApp } from './support/test-app';

const PER_IP = 5;
const PER_ACCOUNT = 2;
const WINDOW_SECONDS = 600;

const app = useTestApp({
  RATE_LIMIT_PER_IP: String(PER_IP),
  RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
  RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
});

const attemptLogin = (email: string) => app.client().post('/api/auth/login', { email, password: PASSWORD });

function expectTooMany(res: ApiResponse): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, message: ERRORS.tooManyRequests });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

it('limits sign-in attempts per account, then per client IP, with Retry-After', async () => {
  const target = uniqueEmail('target');
  const statuses = [];
  for (let i = 0; i < PER_ACCOUNT; i += 1) statuses.push((await attemptLogin(target)).status);
  expect(statuses).toEqual([401, 401]);
  // The same account in any case is the same account.
  expectTooMany(await attemptLogin(target.toUpperCase()));

  // Three attempts have counted against this IP; two more are allowed, for other accounts.
  expect((await attemptLogin(uniqueEmail())).status).toBe(401);
  expect((await attemptLogin(uniqueEmail())).status).toBe(401);
  expectTooMany(await attemptLogin(uniqueEmail()));
});

it('counts each action on its own', async () => {
  const res = await app.client().post('/api/auth/forgot-password', { email: uniqueEmail() });
  expect(res.status).toBe(200);
});

it('limits administrator sign-in per client IP', async () => {
  const statuses = [];
  for (let i = 0; i < PER_IP; i += 1)
    statuses.push((await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: 'wrong-password!' })).status);
  expect(statuses).toEqual(Array(PER_IP).fill(401));
  expectTooMany(await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: 'wrong-password!' }));
});

it('limits reads of shared packet links per client IP, at ten times the allowance', async () => {
  const path = `/api/packets/${'A'.repeat(43)}`;
  const statuses = new Set<number>();
  for (let i = 0; i < PER_IP * 10; i += 1) statuses.add((await app.client().get(path)).status);
  expect([...statuses]).toEqual([404]);
  const refused = await app.client().get(path);
  expectTooMany(refused);
  // The refusal, like every answer of a link, is never indexed, cached or passed on as a referrer.
  expect(refused.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(refused.headers.get('referrer-policy')).toBe('no-referrer');
});
