/**
 * Limits on guessing: the per-account sign-in limit counts an address by its normalised identity, a
 * successful password reset lifts the account's lock, and administrator sign-in has a limit on failures
 * from all addresses together besides the per-address one. Client addresses come from X-Forwarded-For.
 */
import { ERRORS } from '@nurse/domain';
import type { ApiResponse } from './support/api-client';
import { expectStatus, ownerCredentials, pendingNurse, PASSWORD, uniqueEmail } from './support/actors';
import { resetTokenFromMail } from './support/outbox';
import { TEST_ADMIN_PASSWORD, useTestApp } from './support/test-app';

const PER_ACCOUNT = 3;
const ADMIN_FAILURES = 4;

const app = useTestApp({
  TRUST_PROXY: 'true',
  RATE_LIMIT_PER_IP: '1000',
  RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
  ADMIN_LOGIN_MAX_FAILURES: String(ADMIN_FAILURES),
});

let lastAddress = 0;
/** A client address no other request of this suite used. */
const freshIp = () => `203.0.113.${(lastAddress += 1)}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const login = (email: string, password: string, ip = freshIp()) => app.client().post('/api/auth/login', { email, password }, from(ip));
const adminLogin = async (password: string, ip = freshIp()) =>
  app.client().post('/api/admin/login', { ...(await ownerCredentials(app)), password }, from(ip));

function expectTooMany(res: ApiResponse): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, message: ERRORS.tooManyRequests });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

it('counts every spelling of one address against the same account budget', async () => {
  const nurse = await pendingNurse(app, { email: uniqueEmail('zoë') });
  const spellings = [nurse.email, nurse.email.normalize('NFD'), ` ${nurse.email.toUpperCase()} `];
  for (const spelling of spellings) expect((await login(spelling, 'wrong-password')).status).toBe(401);
  expectTooMany(await login(nurse.email.normalize('NFD'), nurse.password));
});

it('lifts the sign-in lock of an account when its password is reset', async () => {
  const nurse = await pendingNurse(app);
  for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await login(nurse.email, 'wrong-password')).status).toBe(401);
  expectTooMany(await login(nurse.email, PASSWORD));

  expectStatus(await app.client().post('/api/auth/forgot-password', { email: nurse.email }, from(freshIp())), 200);
  const token = await resetTokenFromMail(app, nurse.email);
  expectStatus(await app.client().post('/api/auth/reset-password', { token, password: 'a-brand-new-password' }, from(freshIp())), 200);

  expect(expectStatus(await login(nurse.email, 'a-brand-new-password'), 200).body.id).toBe(nurse.id);
});

it('keeps the lock of other accounts when one password is reset', async () => {
  const [locked, other] = [await pendingNurse(app), await pendingNurse(app)];
  for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await login(locked.email, 'wrong-password')).status).toBe(401);
  expectStatus(await app.client().post('/api/auth/forgot-password', { email: other.email }, from(freshIp())), 200);
  const token = await resetTokenFromMail(app, other.email);
  expectStatus(await app.client().post('/api/auth/reset-password', { token, password: 'a-brand-new-password' }, from(freshIp())), 200);
  expectTooMany(await login(locked.email, PASSWORD));
});

// Last: it leaves administrator sign-in refused for the rest of the window.
it('refuses administrator sign-in from every address once failures from all addresses reach the limit', async () => {
  expectStatus(await adminLogin(TEST_ADMIN_PASSWORD), 200);
  for (let i = 0; i < ADMIN_FAILURES; i += 1) expect((await adminLogin('wrong-password!')).status).toBe(401);
  expectTooMany(await adminLogin('wrong-password!'));
  expectTooMany(await adminLogin(TEST_ADMIN_PASSWORD));
});
