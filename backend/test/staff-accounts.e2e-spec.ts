/**
 * Staff accounts: the first owner (from ADMIN_PASSWORD, or from the setup link printed at first start),
 * invitations, the second factor every staff person needs, roles, removal, and who the audit log names.
 * Each block starts its own app, so each first start is a fresh one.
 */
import { Writable } from 'node:stream';
import { ERRORS, STAFF, STAFF_ERRORS, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { StaffInvitationEntity } from '../src/modules/staff/entities/staff-invitation.entity';
import { createJsonLogger } from '../src/observability/json-logger';
import type { ApiClient, ApiResponse } from './support/api-client';
import { adminClient, expectStatus, liveNurse, newStaff, STAFF_PASSWORD, staffInvitationToken, uniqueEmail } from './support/actors';
import { OWNER_EMAIL, StaffAuthenticator, TOTP_STEP_MS, totpCode } from './support/staff';
import { TEST_ADMIN_PASSWORD, useTestApp } from './support/test-app';

jest.setTimeout(120_000);

/** Waits until at least 4 s are left in the current 30-second step, so codes made now are judged in the same step. */
async function freshStep(): Promise<number> {
  const left = TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS);
  if (left < 4000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return Date.now();
}

const latestAudit = async (admin: ApiClient) => expectStatus(await admin.get('/api/admin/audit-log?pageSize=1'), 200).body.items[0];

function expectRefused(res: ApiResponse, status: number, message: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { statusCode: status, message } });
}

describe('the first owner from ADMIN_PASSWORD', () => {
  const app = useTestApp();

  it('signs in at ADMIN_EMAIL (by default admin@localhost) and can do nothing but set up her second factor', async () => {
    expect(OWNER_EMAIL).toBe(STAFF.defaultOwnerEmail);
    const client = app.client();
    const { body } = expectStatus(await client.post('/api/admin/login', { email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD }), 200);
    expect(body).toEqual({
      isAdmin: false,
      staff: { id: expect.any(Number), email: OWNER_EMAIL, name: 'Owner', role: 'owner', secondFactorOn: false },
    });
    for (const path of ['/api/admin/stats', '/api/admin/users', '/api/admin/staff', '/api/admin/audit-log']) {
      expectRefused(await client.get(path), 403, STAFF_ERRORS.secondFactorNeeded);
    }
    expect(expectStatus(await client.get('/api/admin/session'), 200).body.isAdmin).toBe(false);

    const { body: setup } = expectStatus(await client.post('/api/admin/two-factor/setup'), 200);
    expect(setup.otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*secret=${setup.secret}`));
    const wrong = await client.post('/api/admin/two-factor/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: TWO_FACTOR_ERRORS.codeInvalid }]);
    const now = await freshStep();
    const { body: on } = expectStatus(await client.post('/api/admin/two-factor/enable', { code: totpCode(setup.secret, now) }), 200);
    expect(on.recoveryCodes).toHaveLength(10);

    // The same session is the whole admin area's now.
    expect(expectStatus(await client.get('/api/admin/session'), 200).body.isAdmin).toBe(true);
    expectStatus(await client.get('/api/admin/stats'), 200);
    expect(await latestAudit(client)).toMatchObject({ action: 'staff-second-factor-on', actor: 'Owner', staff: { email: OWNER_EMAIL } });

    // From now on her password alone is refused, as is a wrong code: the same answer either way.
    expectRefused(
      await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD }),
      401,
      STAFF_ERRORS.invalidSignIn,
    );
    expectRefused(
      await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD, code: '123456' }),
      401,
      STAFF_ERRORS.invalidSignIn,
    );
    expectRefused(
      await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: 'not-her-password', code: on.recoveryCodes[0] }),
      401,
      STAFF_ERRORS.invalidSignIn,
    );
    // A recovery code works once.
    const recovery = { email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD, code: on.recoveryCodes[1] };
    expect(expectStatus(await app.client().post('/api/admin/login', recovery), 200).body.isAdmin).toBe(true);
    expectRefused(await app.client().post('/api/admin/login', recovery), 401, STAFF_ERRORS.invalidSignIn);
  });
});

describe('the first owner at an address of ADMIN_EMAIL', () => {
  const app = useTestApp({ ADMIN_EMAIL: ' Head.Nurse@Example.org ' });

  it('is made at that address, and no setup link is offered', async () => {
    const res = await app.client().post('/api/admin/login', { email: 'head.nurse@example.org', password: TEST_ADMIN_PASSWORD });
    expect(expectStatus(res, 200).body.staff).toMatchObject({ email: 'head.nurse@example.org', role: 'owner' });
    expectRefused(
      await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD }),
      401,
      STAFF_ERRORS.invalidSignIn,
    );
  });
});

describe('the first owner from the setup link', () => {
  const written: string[] = [];
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const app = useTestApp({ ADMIN_PASSWORD: '' }, { logger: createJsonLogger('api', logs) });

  /** The first owner, once she has joined from the link. */
  let olive: StaffAuthenticator | null = null;

  const setupToken = () => {
    const token = /admin-join#([A-Za-z0-9_-]+)/.exec(written.join(''))?.[1];
    if (!token) throw new Error('No setup link in the log');
    return token;
  };

  it('prints a one-time link (never a password) where she chooses her address and password', async () => {
    const log = written.join('');
    expect(log).toContain(`${app.config.appUrl}/admin-join#`);
    expect(log).not.toMatch(/password \(shown only this once\)/i);
    const token = setupToken();

    const missingEmail = await app.client().post('/api/admin/staff/join', { token, name: 'Olive Owner', password: STAFF_PASSWORD });
    expect(missingEmail.status).toBe(400);
    expect(missingEmail.body.errors).toEqual([{ field: 'email', message: STAFF_ERRORS.emailRequired }]);
    const shortPassword = await app
      .client()
      .post('/api/admin/staff/join', { token, name: 'Olive Owner', password: 'short', email: 'olive@example.org' });
    expect(shortPassword.status).toBe(400);

    const client = app.client();
    const joined = { token, name: 'Olive Owner', password: STAFF_PASSWORD, email: 'Olive@Example.org' };
    const { body } = expectStatus(await client.post('/api/admin/staff/join', joined), 200);
    expect(body).toEqual({
      isAdmin: false,
      staff: { id: expect.any(Number), email: 'olive@example.org', name: 'Olive Owner', role: 'owner', secondFactorOn: false },
    });
    expectRefused(await client.get('/api/admin/stats'), 403, STAFF_ERRORS.secondFactorNeeded);
    olive = new StaffAuthenticator(app.baseUrl, 'olive@example.org', STAFF_PASSWORD);
    await olive.setUpApp(client);
    olive.keepSession(client);
    expectStatus(await client.get('/api/admin/stats'), 200);

    // Single use.
    expectRefused(
      await app.client().post('/api/admin/staff/join', { ...joined, email: 'someone.else@example.org' }),
      400,
      STAFF_ERRORS.invitationInvalid,
    );
  });

  it('refuses a link never issued, and an expired one', async () => {
    expectRefused(
      await app
        .client()
        .post('/api/admin/staff/join', { token: 'never-issued', name: 'Eve', password: STAFF_PASSWORD, email: 'eve@example.org' }),
      400,
      STAFF_ERRORS.invitationInvalid,
    );
    if (!olive) throw new Error('The owner joins in the test before');
    const owner = await olive.client();
    const email = uniqueEmail('late');
    expectStatus(await owner.post('/api/admin/staff/invitations', { email, role: 'support' }), 200);
    const token = await staffInvitationToken(app, email);
    await app.dataSource.getRepository(StaffInvitationEntity).update({ email }, { expiresAt: new Date(Date.now() - 1000) });
    expectRefused(
      await app.client().post('/api/admin/staff/join', { token, name: 'Late Larry', password: STAFF_PASSWORD }),
      400,
      STAFF_ERRORS.invitationInvalid,
    );
  });
});

describe('staff invited by the owner', () => {
  const app = useTestApp();

  it('joins from the mailed link, sets up her authenticator app and handles a report; the audit log names her', async () => {
    const owner = await adminClient(app);
    const email = uniqueEmail('moderator');
    expectStatus(await owner.post('/api/admin/staff/invitations', { email, role: 'moderator' }), 200);
    expect(await latestAudit(owner)).toMatchObject({
      action: 'staff-invite',
      actor: 'Owner',
      staff: { email: OWNER_EMAIL },
      targetId: email,
    });
    expectRefused(await owner.post('/api/admin/staff/invitations', { email: OWNER_EMAIL, role: 'support' }), 409, STAFF_ERRORS.emailTaken);

    const token = await staffInvitationToken(app, email);
    const client = app.client();
    const { body: joined } = expectStatus(
      await client.post('/api/admin/staff/join', { token, name: 'Mona Moderator', password: STAFF_PASSWORD }),
      200,
    );
    expect(joined.staff).toEqual({ id: expect.any(Number), email, name: 'Mona Moderator', role: 'moderator', secondFactorOn: false });
    expectRefused(await client.get('/api/admin/reports'), 403, STAFF_ERRORS.secondFactorNeeded);
    const mona = new StaffAuthenticator(app.baseUrl, email, STAFF_PASSWORD);
    await mona.setUpApp(client);

    const [ana, ben] = [await liveNurse(app, {}, owner), await liveNurse(app, {}, owner)];
    const { body: filed } = expectStatus(await ana.client.post('/api/reports', { reportedUserId: ben.id, reason: 'fake-profile' }), 201);
    // Signed in afresh with her email, password and a code of her app.
    const signedIn = app.client();
    await mona.signInFresh(signedIn);
    expect(expectStatus(await signedIn.get('/api/admin/reports'), 200).body.items.map((r: { id: number }) => r.id)).toContain(filed.id);
    expectStatus(await signedIn.put(`/api/admin/reports/${filed.id}`, { action: 'suspend' }), 200);

    const { body: log } = expectStatus(await owner.get('/api/admin/audit-log?pageSize=20'), 200);
    const resolved = log.items.find((entry: { action: string }) => entry.action.startsWith('report-'));
    expect(resolved).toMatchObject({ actor: 'Mona Moderator', staff: { id: joined.staff.id, email } });
    expect(log.items.find((entry: { action: string }) => entry.action === 'staff-join')).toMatchObject({
      actor: 'Mona Moderator',
      targetId: String(joined.staff.id),
    });

    // Her role reaches no further: support's, the job board's and the owner's routes are refused.
    for (const path of ['/api/admin/invitations', '/api/admin/jobs', '/api/admin/staff', '/api/admin/audit-log']) {
      expectRefused(await signedIn.get(path), 403, STAFF_ERRORS.roleRefused);
    }
  });

  it('lists staff; a role change counts at once; removal ends her sessions at once', async () => {
    const owner = await adminClient(app);
    const { client: jobs, id } = await newStaff(app, 'jobs', { name: 'Jo Jobs' });
    const { body: list } = expectStatus(await owner.get('/api/admin/staff'), 200);
    expect(list.items).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), email: OWNER_EMAIL, name: 'Owner', role: 'owner', secondFactorOn: true },
        { id, email: expect.stringMatching(/^jobs\./), name: 'Jo Jobs', role: 'jobs', secondFactorOn: true },
      ]),
    );
    expectStatus(await jobs.get('/api/admin/jobs'), 200);
    expectRefused(await jobs.get('/api/admin/users'), 403, STAFF_ERRORS.roleRefused);

    expect(expectStatus(await owner.put(`/api/admin/staff/${id}/role`, { role: 'support' }), 200).body.role).toBe('support');
    expectStatus(await jobs.get('/api/admin/users'), 200);
    expectRefused(await jobs.get('/api/admin/jobs'), 403, STAFF_ERRORS.roleRefused);
    expect(await latestAudit(owner)).toMatchObject({
      action: 'staff-role',
      targetId: String(id),
      details: { from: 'jobs', to: 'support' },
    });
    expect((await owner.put(`/api/admin/staff/${id}/role`, { role: 'boss' })).status).toBe(400);

    expectStatus(await owner.request('DELETE', `/api/admin/staff/${id}`), 200);
    expectRefused(await jobs.get('/api/admin/users'), 401, ERRORS.adminRequired);
    expectRefused(await jobs.get('/api/admin/session'), 401, ERRORS.adminRequired);
    expect(await latestAudit(owner)).toMatchObject({ action: 'staff-remove', actor: 'Owner', targetId: String(id) });
    expectStatus(await owner.request('DELETE', `/api/admin/staff/${id}`), 404);
  });

  it('never removes or demotes the last owner; a second owner can be removed', async () => {
    const owner = await adminClient(app);
    const ownerId = expectStatus(await owner.get('/api/admin/session'), 200).body.staff.id;
    expectRefused(await owner.request('DELETE', `/api/admin/staff/${ownerId}`), 409, STAFF_ERRORS.lastOwner);
    expectRefused(await owner.put(`/api/admin/staff/${ownerId}/role`, { role: 'support' }), 409, STAFF_ERRORS.lastOwner);

    const { client: second, id } = await newStaff(app, 'owner', { name: 'Second Owner' });
    expectStatus(await second.get('/api/admin/staff'), 200);
    expectStatus(await second.request('DELETE', `/api/admin/staff/${id}`), 200);
    expectRefused(await second.get('/api/admin/staff'), 401, ERRORS.adminRequired);
    expectRefused(await owner.request('DELETE', `/api/admin/staff/${ownerId}`), 409, STAFF_ERRORS.lastOwner);
  });

  it('takes a code from the step before or after now, each step once, and never an older one after a newer', async () => {
    const { client, staff } = await newStaff(app, 'support', { secondFactor: false });
    const { body: setup } = expectStatus(await client.post('/api/admin/two-factor/setup'), 200);
    const secret = setup.secret as string;
    // Turned on with the code of the step before now, which spends that step only.
    const setupTime = await freshStep();
    expectStatus(await client.post('/api/admin/two-factor/enable', { code: totpCode(secret, setupTime - TOTP_STEP_MS) }), 200);
    const signIn = (code: string) => app.client().post('/api/admin/login', { email: staff.email, password: STAFF_PASSWORD, code });
    // The clock moves on a step: the step of the setup time is now the one before.
    await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (setupTime % TOTP_STEP_MS) + 50));
    const now = await freshStep();
    const at = (steps: number) => totpCode(secret, now + steps * TOTP_STEP_MS);
    expectRefused(await signIn(at(-2)), 401, STAFF_ERRORS.invalidSignIn);
    expectRefused(await signIn(at(2)), 401, STAFF_ERRORS.invalidSignIn);
    expectStatus(await signIn(at(-1)), 200);
    expectRefused(await signIn(at(-1)), 401, STAFF_ERRORS.invalidSignIn);
    expectStatus(await signIn(at(1)), 200);
    expectRefused(await signIn(at(0)), 401, STAFF_ERRORS.invalidSignIn);
  });
});

describe('the admin sign-in lock', () => {
  const MAX_FAILURES = 3;
  const app = useTestApp({ ADMIN_LOGIN_MAX_FAILURES: String(MAX_FAILURES) });

  it('refuses every staff sign-in once failures from all addresses reach the limit, right credentials included', async () => {
    const owner = new StaffAuthenticator(app.baseUrl, OWNER_EMAIL, TEST_ADMIN_PASSWORD);
    await owner.client();
    let address = 0;
    const from = () => ({ headers: { 'x-forwarded-for': `198.51.100.${(address += 1)}` } });
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect((await app.client().post('/api/admin/login', { email: OWNER_EMAIL, password: 'wrong-password!' }, from())).status).toBe(401);
    }
    const locked = await app
      .client()
      .post('/api/admin/login', { email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD, code: await owner.nextCode() }, from());
    expectRefused(locked, 429, ERRORS.tooManyRequests);
  });
});
