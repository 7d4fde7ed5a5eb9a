import { ERRORS } from '@nurse/domain';
import { responseLog, type ApiClient } from './support/api-client';
import { expectStatus, ownerAndColleague, pendingNurse, PUBLIC_PROFILE_FIELDS, uniqueEmail, type Nurse } from './support/actors';
import { resetTokenFromMail } from './support/outbox';
import { OWNER_EMAIL } from './support/staff';
import { TEST_ADMIN_PASSWORD, TEST_SESSION_SECRET, useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
let owner: Nurse;
let colleague: Nurse;
let waiting: Nurse;

beforeAll(async () => {
  ({ admin, owner, colleague } = await ownerAndColleague(app));
  waiting = await pendingNurse(app);
});

describe('GET /api/users/:id', () => {
  it('gives the owner her whole record', async () => {
    const { body } = expectStatus(await owner.client.get(`/api/users/${owner.id}`), 200);
    expect(body).toMatchObject({ id: owner.id, email: owner.email, phone: '5551234567', accountStatus: 'live' });
    // Her own read adds the certifications her wallet holds to what the session answers.
    expect(body).toEqual({ ...expectStatus(await owner.client.get('/api/auth/me'), 200).body, walletCertifications: [] });
  });

  it('gives another live nurse the professional fields only', async () => {
    const { body } = expectStatus(await colleague.client.get(`/api/users/${owner.id}`), 200);
    expect(Object.keys(body).sort()).toEqual(PUBLIC_PROFILE_FIELDS);
    expect(body).toMatchObject({ id: owner.id, name: owner.name });
  });

  it('gives a pending nurse her own record but refuses her other nurses', async () => {
    expect(expectStatus(await waiting.client.get(`/api/users/${waiting.id}`), 200).body.accountStatus).toBe('pending');
    const res = await waiting.client.get(`/api/users/${owner.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: ERRORS.waitlistOnly });
  });

  it.each([
    ['an account still on the waitlist', () => waiting.id],
    ['an unknown id', () => 987654321],
  ])('answers 404 for %s', async (_case, id) => {
    const res = await colleague.client.get(`/api/users/${id()}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: ERRORS.userNotFound });
  });
});

describe('secrets', () => {
  /** Drives every endpoint that returns user, session or token data, then reads every response body. */
  it('never appear in any response', async () => {
    const email = uniqueEmail('secret');
    const nurse = await pendingNurse(app, { email });
    await nurse.client.post('/api/auth/login', { email, password: nurse.password });
    await nurse.client.get('/api/auth/me');
    await nurse.client.get('/api/auth/waitlist');
    await nurse.client.post('/api/send-invites', { emails: [uniqueEmail('friend')] });
    await app.client().post('/api/auth/forgot-password', { email });
    const token = await resetTokenFromMail(app, email);
    await app.client().post('/api/auth/reset-password', { token, password: 'another-password-1' });
    await app.client().post('/api/auth/reset-password', { token, password: 'another-password-1' });
    await admin.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
    await admin.get(`/api/admin/users/${nurse.id}`);
    await admin.put(`/api/admin/users/${nurse.id}/status`, { status: 'live' });
    await admin.get('/api/admin/invitations');
    await admin.get('/api/admin/audit-log?pageSize=100');
    await colleague.client.get(`/api/users/${nurse.id}`);
    await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: 'wrong-admin-password' });

    const secrets = [
      'passwordHash',
      '$argon2',
      'tokenHash',
      'sessionSecret',
      'session_secret',
      'admin_password_hash',
      TEST_ADMIN_PASSWORD,
      TEST_SESSION_SECRET,
      nurse.password,
      token,
      nurse.client.cookie('sid')!,
      admin.cookie('admin_sid')!,
    ];
    expect(responseLog.length).toBeGreaterThan(20);
    for (const { method, path, text } of responseLog) {
      for (const secret of secrets) {
        if (text.includes(secret)) throw new Error(`${method} ${path} answered with a secret (${secret.slice(0, 12)}…): ${text}`);
      }
    }
  });
});
