import { ERRORS, SECOND_STEP, TWO_FACTOR_ERRORS, TWO_FACTOR_NOTICES } from '@nurse/domain';
import { Secret, TOTP } from 'otpauth';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, newStaff, pendingNurse, type Nurse } from './support/actors';
import { resetTokenFromMail, waitForMail } from './support/outbox';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { TEST_APP_URL, useTestApp } from './support/test-app';

const PER_ACCOUNT = 12;
const app = useTestApp({ RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT) });

const STEP_MS = 30_000;

/** The code her app shows at `ms` for the secret, as any authenticator app computes it (RFC 6238). */
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: ms });

/** Waits until at least 4 s are left in the current 30-second step, so codes made now are judged in the same step. */
async function freshStep(): Promise<number> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 4000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return Date.now();
}

/** Turns her authenticator app on with the code of the step before now; answers the secret and her recovery codes. */
async function turnOn(nurse: Nurse): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { body: setup } = expectStatus(await nurse.client.post('/api/auth/two-factor/setup'), 200);
  const now = await freshStep();
  const { body } = expectStatus(await nurse.client.post('/api/auth/two-factor/enable', { code: codeAt(setup.secret, now - STEP_MS) }), 200);
  return { secret: setup.secret, recoveryCodes: body.recoveryCodes };
}

/** Her password on a new browser: answers the browser, which holds the second step's cookie but no session. */
async function password(nurse: Nurse): Promise<ApiClient> {
  const browser = app.client();
  const res = expectStatus(await browser.post('/api/auth/login', { email: nurse.email, password: nurse.password }), 200);
  expect(res.body).toEqual({ secondStep: SECOND_STEP, message: TWO_FACTOR_NOTICES.secondStepNeeded });
  expect(browser.cookie('sid')).toBeUndefined();
  return browser;
}

const secondStep = (browser: ApiClient, code: string) => browser.post('/api/auth/login/second-step', { code });

describe('turning the authenticator app on', () => {
  it('gives the secret in groups of four and as an otpauth link, and is on only once a code confirms it', async () => {
    const nurse = await pendingNurse(app);
    const { body: setup } = expectStatus(await nurse.client.post('/api/auth/two-factor/setup'), 200);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.secretGroups.replace(/ /g, '')).toBe(setup.secret);
    expect(setup.secretGroups).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(setup.otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*secret=${setup.secret}`));
    expect(setup.otpauthUri).toContain('issuer=Nurse%20Career%20Network');

    // Not on yet: her password alone still signs her in.
    const before = app.client();
    expect(expectStatus(await before.post('/api/auth/login', { email: nurse.email, password: nurse.password }), 200).body.id).toBe(
      nurse.id,
    );

    const wrong = await nurse.client.post('/api/auth/two-factor/enable', {
      code: '000000' === codeAt(setup.secret, Date.now()) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_ERRORS.codeInvalid);
    expect(expectStatus(await nurse.client.get('/api/auth/two-factor'), 200).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const now = await freshStep();
    const { body } = expectStatus(await nurse.client.post('/api/auth/two-factor/enable', { code: codeAt(setup.secret, now) }), 200);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(expectStatus(await nurse.client.get('/api/auth/two-factor'), 200).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await nurse.client.post('/api/auth/two-factor/setup')).status).toBe(409);
  });

  it('keeps the secret encrypted and the recovery codes hashed', async () => {
    const nurse = await pendingNurse(app);
    const { secret, recoveryCodes } = await turnOn(nurse);
    const [setting] = await app.dataSource.query('SELECT secretCipher FROM two_factor_settings WHERE userId = ?', [nurse.id]);
    expect(setting.secretCipher).not.toContain(secret);
    const codes: { codeHash: string }[] = await app.dataSource.query('SELECT codeHash FROM recovery_codes WHERE userId = ?', [nurse.id]);
    expect(codes).toHaveLength(10);
    for (const { codeHash } of codes) expect(recoveryCodes.join()).not.toContain(codeHash.slice(0, 10));
  });
});

describe('signing in with password and code', () => {
  it('asks for the code after her password; the code of now, or of 30 s ago, signs her in once', async () => {
    const nurse = await pendingNurse(app);
    const { secret } = await turnOn(nurse); // spent the step before now

    const browser = await password(nurse);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    const now = await freshStep();
    const res = expectStatus(await secondStep(browser, codeAt(secret, now)), 200);
    expect(res.body).toMatchObject({ id: nurse.id, email: nurse.email });
    expect(browser.cookie('sid')).toBeDefined();
    expect(browser.cookie('second_step')).toBeUndefined();
    expect(expectStatus(await browser.get('/api/auth/me'), 200).body.id).toBe(nurse.id);

    // The same code again, on another sign-in: refused.
    const again = await password(nurse);
    const reused = await secondStep(again, codeAt(secret, now));
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(TWO_FACTOR_ERRORS.codeInvalid);
    expect(again.cookie('sid')).toBeUndefined();

    // A code of the next step (her phone's clock a little ahead) works, once.
    expectStatus(await secondStep(again, codeAt(secret, now + STEP_MS)), 200);
  });

  it('accepts the code of 30 s ago but not older ones, and not a code older than one already used', async () => {
    const nurse = await pendingNurse(app);
    const { body: setup } = expectStatus(await nurse.client.post('/api/auth/two-factor/setup'), 200);
    const now = await freshStep();
    // Turned on with the code of 60 s ago is refused: outside the window.
    expect((await nurse.client.post('/api/auth/two-factor/enable', { code: codeAt(setup.secret, now - 2 * STEP_MS) })).status).toBe(400);
    expectStatus(await nurse.client.post('/api/auth/two-factor/enable', { code: codeAt(setup.secret, now - STEP_MS) }), 200);

    const browser = await password(nurse);
    for (const ms of [now - 2 * STEP_MS, now - 3 * STEP_MS, now - 10 * STEP_MS]) {
      const old = await secondStep(browser, codeAt(setup.secret, ms));
      expect(old.status).toBe(401);
    }
    expectStatus(await secondStep(browser, codeAt(setup.secret, now)), 200);
    // The step before now is within the window, but a later code was used since.
    const earlier = await password(nurse);
    expect((await secondStep(earlier, codeAt(setup.secret, now - STEP_MS))).status).toBe(401);
  });

  it('takes each recovery code once, in place of a code', async () => {
    const nurse = await pendingNurse(app);
    const { recoveryCodes } = await turnOn(nurse);
    const [first, second] = recoveryCodes;

    const browser = await password(nurse);
    expectStatus(await secondStep(browser, first.toLowerCase()), 200);
    expect(expectStatus(await nurse.client.get('/api/auth/two-factor'), 200).body.recoveryCodesLeft).toBe(9);

    const again = await password(nurse);
    const reused = await secondStep(again, first);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(TWO_FACTOR_ERRORS.codeInvalid);
    expectStatus(await secondStep(again, second.replace('-', ' ')), 200);
  });

  it('refuses a second step without a password first, or after another sign-in took it', async () => {
    const nurse = await pendingNurse(app);
    const { secret } = await turnOn(nurse);
    const none = await secondStep(app.client(), codeAt(secret, Date.now()));
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(TWO_FACTOR_ERRORS.secondStepExpired);

    const browser = await password(nurse);
    const cookie = browser.cookie('second_step')!;
    const now = await freshStep();
    expectStatus(await secondStep(browser, codeAt(secret, now)), 200);
    const copy = app.client();
    copy.setCookie('second_step', cookie);
    const replay = await secondStep(copy, codeAt(secret, now + STEP_MS));
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(TWO_FACTOR_ERRORS.secondStepExpired);
  });

  it('limits wrong codes per account, and still refuses a wrong password as before', async () => {
    const nurse = await pendingNurse(app);
    const { secret } = await turnOn(nurse); // one attempt counted
    const wrongPassword = await app.client().post('/api/auth/login', { email: nurse.email, password: 'not-her-password' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe(ERRORS.invalidCredentials);

    const browser = await password(nurse);
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT; i += 1) statuses.push((await secondStep(browser, '000000')).status);
    expect(statuses.slice(0, PER_ACCOUNT - 1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits until the window passes.
    const blocked = await secondStep(browser, codeAt(secret, Date.now()));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(ERRORS.tooManyRequests);
  });

  it('does not ask for a code after a passkey: a passkey is a second factor by itself', async () => {
    const nurse = await pendingNurse(app);
    await turnOn(nurse);
    const device = new SoftwareAuthenticator(TEST_APP_URL, new URL(TEST_APP_URL).hostname);
    const { body } = expectStatus(await nurse.client.post('/api/auth/passkeys/options'), 200);
    expectStatus(await nurse.client.post('/api/auth/passkeys', { name: 'Phone', response: device.register(body.options) }), 201);

    const browser = app.client();
    const { body: options } = expectStatus(await browser.post('/api/auth/passkey-sign-in/options'), 200);
    const res = expectStatus(await browser.post('/api/auth/passkey-sign-in', { response: device.assert(options.options) }), 200);
    expect(res.body.id).toBe(nurse.id);
    expect(browser.cookie('sid')).toBeDefined();
  });
});

describe('keeping the second factor', () => {
  it('still asks for her code after she resets her password by email', async () => {
    const nurse = await pendingNurse(app);
    const { secret } = await turnOn(nurse);
    expectStatus(await app.client().post('/api/auth/forgot-password', { email: nurse.email }), 200);
    const token = await resetTokenFromMail(app, nurse.email);
    const newPassword = 'a-brand-new-password';
    expectStatus(await app.client().post('/api/auth/reset-password', { token, password: newPassword }), 200);

    expect(expectStatus(await nurse.client.get('/api/auth/two-factor'), 401).status).toBe(401); // every session ended
    const browser = await password({ ...nurse, password: newPassword });
    const now = await freshStep();
    expectStatus(await secondStep(browser, codeAt(secret, now)), 200);
    expect(expectStatus(await browser.get('/api/auth/two-factor'), 200).body.enabled).toBe(true);
  });

  it('turns off only with a current code or a recovery code, and new recovery codes replace the old', async () => {
    const nurse = await pendingNurse(app);
    const { secret, recoveryCodes } = await turnOn(nurse);

    const wrong = await nurse.client.post('/api/auth/two-factor/disable', {
      code: '123456' === codeAt(secret, Date.now()) ? '654321' : '123456',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_ERRORS.codeInvalid);
    expect((await nurse.client.post('/api/auth/two-factor/disable', {})).status).toBe(400);

    const now = await freshStep();
    const { body: renewed } = expectStatus(
      await nurse.client.post('/api/auth/two-factor/recovery-codes', { code: codeAt(secret, now) }),
      200,
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await nurse.client.post('/api/auth/two-factor/disable', { code: recoveryCodes[0] })).status).toBe(400);

    expectStatus(await nurse.client.post('/api/auth/two-factor/disable', { code: renewed.recoveryCodes[0] }), 200);
    expect(expectStatus(await nurse.client.get('/api/auth/two-factor'), 200).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const browser = app.client();
    expect(expectStatus(await browser.post('/api/auth/login', { email: nurse.email, password: nurse.password }), 200).body.id).toBe(
      nurse.id,
    );
  });

  it('is turned off by support when she lost her app and her codes: audited, and she is told by email', async () => {
    const nurse = await pendingNurse(app);
    await turnOn(nurse);
    const moderator = await newStaff(app, 'moderator');
    expect((await moderator.client.request('DELETE', `/api/admin/users/${nurse.id}/two-factor`)).status).toBe(403);
    const support = await newStaff(app, 'support', { name: 'Sam Support' });
    expectStatus(await support.client.request('DELETE', `/api/admin/users/${nurse.id}/two-factor`), 204);

    const again = await support.client.request('DELETE', `/api/admin/users/${nurse.id}/two-factor`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TWO_FACTOR_ERRORS.notOnForMember);
    expect((await support.client.request('DELETE', '/api/admin/users/999999999/two-factor')).status).toBe(404);

    const mail = await waitForMail(app, nurse.email, TWO_FACTOR_ERRORS.resetEmailSubject);
    expect(mail.content).toContain('turned off the authenticator app');
    const browser = app.client();
    expect(expectStatus(await browser.post('/api/auth/login', { email: nurse.email, password: nurse.password }), 200).body.id).toBe(
      nurse.id,
    );
    const { items } = expectStatus(await (await adminClient(app)).get('/api/admin/audit-log?pageSize=20'), 200).body;
    expect(items).toContainEqual(
      expect.objectContaining({ action: 'reset-second-factor', targetId: String(nurse.id), actor: 'Sam Support' }),
    );
  });
});
