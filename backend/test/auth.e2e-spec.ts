import { ERRORS, NOTICES, VALIDATION } from '@nurse/domain';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { authScreenPayload, clientWithCookie, expectStatus, pendingNurse, PASSWORD, signupPayload, uniqueEmail } from './support/actors';
import { SUBJECTS, waitForMail } from './support/outbox';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const storedUser = (email: string) => app.dataSource.getRepository(UserEntity).findOneBy({ email: email.toLowerCase() });

describe('POST /api/auth/register', () => {
  it('creates a pending account from the auth screen payload, signs it in and sends the welcome mail', async () => {
    const client = app.client();
    const payload = authScreenPayload({ name: '  Clara   Barton ' });
    const res = expectStatus(await client.post('/api/auth/register', payload), 201);

    expect(res.body).toMatchObject({ email: payload.email, name: 'Clara Barton', phone: '5551234567', accountStatus: 'pending' });
    expect(client.cookie('sid')).toBeDefined();
    expect(expectStatus(await client.get('/api/auth/me'), 200).body.id).toBe(res.body.id);
    expect(await storedUser(payload.email)).toMatchObject({ accountStatus: 'pending', verificationType: null });

    const mail = await waitForMail(app, payload.email, SUBJECTS.welcome);
    expect(mail.content).toContain('Hi Clara Barton,');
  });

  it.each([
    ['name', { firstName: ' Mary ', lastName: 'Seacole', licenseType: 'RN', state: 'Texas' }, 'Mary Seacole'],
    ['license', { licenseNumber: 'RN-1234', licenseType: 'PN', state: 'CA' }, 'lic.holder'],
    ['ncsbn', { ncsbnId: '87654321' }, 'lic.holder'],
  ])('names a sign-up verified by %s after the verification rule', async (verificationType, fields, name) => {
    const email = verificationType === 'name' ? uniqueEmail() : `lic.holder+${verificationType}${Date.now()}@example.org`;
    const res = expectStatus(await app.client().post('/api/auth/register', signupPayload({ email, verificationType, ...fields })), 201);
    const expectedName = name === 'lic.holder' ? email.split('@')[0] : name;
    expect(res.body).toMatchObject({ name: expectedName, verificationType, accountStatus: 'pending', phone: '5559876543' });
    expect((await storedUser(email))?.name).toBe(expectedName);
  });

  it('stores only the verification fields of the chosen method', async () => {
    const payload = signupPayload({ ncsbnId: '11223344', licenseNumber: 'ignored', firstName: 'Ignored' });
    const { body } = expectStatus(await app.client().post('/api/auth/register', payload), 201);
    expect(body).toMatchObject({ ncsbnId: '11223344', licenseNumber: null, firstName: null, lastName: null, state: null });
  });

  it.each(['1234567', '123456789', '1234567a', ''])('refuses NCSBN id %p (exactly 8 digits)', async (ncsbnId) => {
    const email = uniqueEmail();
    const res = await app.client().post('/api/auth/register', signupPayload({ email, ncsbnId }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: VALIDATION.verificationFields, errors: [{ field: 'verificationType' }] });
    expect(await storedUser(email)).toBeNull();
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expectStatus(await app.client().post('/api/auth/register', authScreenPayload({ email })), 201);
    const res = await app.client().post('/api/auth/register', signupPayload({ email: email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, message: ERRORS.duplicateEmail });
    expect(await app.dataSource.getRepository(UserEntity).countBy({ email })).toBe(1);
  });

  it.each([
    ['name', { name: 'R2 D2' }, VALIDATION.nameChars],
    ['name', { name: 'A' }, VALIDATION.nameMin],
    ['phone', { phone: '5551234567' }, VALIDATION.phoneFormat],
    ['email', { email: 'not-an-email' }, VALIDATION.email],
    ['password', { password: 'short' }, VALIDATION.passwordMin],
  ])('refuses an invalid %s on the auth screen payload', async (field, overrides, message) => {
    const res = await app.client().post('/api/auth/register', authScreenPayload(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
  });
});

describe('POST /api/auth/login and /api/auth/logout', () => {
  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'wrong-password-1' })],
    ['an unknown email', () => ({ email: uniqueEmail('nobody'), password: PASSWORD })],
  ])('answers 401 with the same message for %s', async (_case, credentials) => {
    const nurse = await pendingNurse(app);
    const client = app.client();
    const res = await client.post('/api/auth/login', credentials(nurse.email));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: ERRORS.invalidCredentials });
    expect(client.cookie('sid')).toBeUndefined();
  });

  it('signs in with any case of the email, records the login and issues a new session id', async () => {
    const nurse = await pendingNurse(app);
    const before = nurse.client.cookie('sid');
    const res = expectStatus(await nurse.client.post('/api/auth/login', { email: nurse.email.toUpperCase(), password: PASSWORD }), 200);
    expect(res.body.id).toBe(nurse.id);
    expect(res.body.lastLogin).not.toBeNull();
    expect((await storedUser(nurse.email))?.lastLogin).not.toBeNull();

    const after = nurse.client.cookie('sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The session the browser held before signing in is over.
    const old = clientWithCookie(app, 'sid', before!);
    expect((await old.get('/api/auth/me')).status).toBe(401);
    expect((await nurse.client.get('/api/auth/me')).status).toBe(200);
  });

  it('ends the session on the server: the old cookie replayed is refused', async () => {
    const nurse = await pendingNurse(app);
    const token = nurse.client.cookie('sid')!;
    const res = expectStatus(await nurse.client.post('/api/auth/logout'), 200);
    expect(res.body).toEqual({ message: NOTICES.signedOut });
    expect(nurse.client.cookie('sid')).toBeUndefined();

    const replay = clientWithCookie(app, 'sid', token);
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ statusCode: 401, message: ERRORS.notSignedIn });
  });

  it('answers logout without a session with 200', async () => {
    expect(expectStatus(await app.client().post('/api/auth/logout'), 200).body).toEqual({ message: NOTICES.signedOut });
  });
});

describe('GET /api/auth/session', () => {
  it('answers a visitor with 200 and no user', async () => {
    expect(expectStatus(await app.client().get('/api/auth/session'), 200).body).toEqual({ user: null });
  });

  it('answers a signed-in nurse with the same user as /api/auth/me, and no user once she has logged out', async () => {
    const nurse = await pendingNurse(app);
    const me = expectStatus(await nurse.client.get('/api/auth/me'), 200).body;
    expect(expectStatus(await nurse.client.get('/api/auth/session'), 200).body).toEqual({ user: me });

    const token = nurse.client.cookie('sid')!;
    expectStatus(await nurse.client.post('/api/auth/logout'), 200);
    expect(expectStatus(await clientWithCookie(app, 'sid', token).get('/api/auth/session'), 200).body).toEqual({ user: null });
  });
});

describe('GET /api/auth/waitlist', () => {
  it('gives the place on the waitlist and the invitations sent', async () => {
    const first = await pendingNurse(app);
    const second = await pendingNurse(app);
    expectStatus(await second.client.post('/api/send-invites', { emails: [uniqueEmail('friend'), uniqueEmail('friend')] }), 200);
    const one = expectStatus(await first.client.get('/api/auth/waitlist'), 200).body;
    const two = expectStatus(await second.client.get('/api/auth/waitlist'), 200).body;
    expect(two.position).toBe(one.position + 1);
    expect(two.pendingTotal).toBeGreaterThanOrEqual(two.position);
    expect([one.invitesSent, two.invitesSent]).toEqual([0, 2]);
  });
});
