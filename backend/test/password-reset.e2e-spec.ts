import { ERRORS, NOTICES } from '@nurse/domain';
import { PasswordResetTokenEntity } from '../src/modules/auth/entities/password-reset-token.entity';
import { expectStatus, pendingNurse, PASSWORD, uniqueEmail, type Nurse } from './support/actors';
import { mailsTo, resetTokenFromMail, SUBJECTS, waitForMail } from './support/outbox';
import { useTestApp } from './support/test-app';

const NEW_PASSWORD = 'a-brand-new-password';

const app = useTestApp();

const forgot = (email: string) => app.client().post('/api/auth/forgot-password', { email });
const reset = (token: string, password = NEW_PASSWORD) => app.client().post('/api/auth/reset-password', { token, password });
const login = (email: string, password: string) => app.client().post('/api/auth/login', { email, password });

/** A nurse and the token of the reset link she was mailed. */
async function nurseWithResetLink(): Promise<{ nurse: Nurse; token: string }> {
  const nurse = await pendingNurse(app);
  expectStatus(await forgot(nurse.email), 200);
  return { nurse, token: await resetTokenFromMail(app, nurse.email) };
}

it('answers forgot-password the same for an existing and an unknown email, mailing only the account', async () => {
  const nurse = await pendingNurse(app);
  const unknown = uniqueEmail('unknown');
  const [known, missing] = [await forgot(nurse.email.toUpperCase()), await forgot(unknown)];
  expect(known.status).toBe(200);
  expect(missing.status).toBe(200);
  expect(known.text).toBe(missing.text);
  expect(known.body).toEqual({ message: NOTICES.forgotPasswordSent });

  const mail = await waitForMail(app, nurse.email, SUBJECTS.reset);
  expect(mail.content).toMatch(new RegExp(`${app.config.appUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}`));
  expect(mailsTo(app, unknown)).toHaveLength(0);
});

it('sets the new password once; the old password stops working and the token cannot be reused', async () => {
  const { nurse, token } = await nurseWithResetLink();
  expect(expectStatus(await reset(token), 200).body).toEqual({ message: NOTICES.passwordResetDone });

  expect((await login(nurse.email, PASSWORD)).status).toBe(401);
  expect((await login(nurse.email, NEW_PASSWORD)).status).toBe(200);

  const reused = await reset(token, 'yet-another-password');
  expect(reused.status).toBe(400);
  expect(reused.body).toEqual({ statusCode: 400, message: ERRORS.resetTokenInvalid });
  expect((await login(nurse.email, NEW_PASSWORD)).status).toBe(200);
});

it('ends every session of the account', async () => {
  const { nurse, token } = await nurseWithResetLink();
  const otherDevice = app.client();
  expectStatus(await otherDevice.post('/api/auth/login', { email: nurse.email, password: PASSWORD }), 200);
  expectStatus(await reset(token), 200);
  expect((await nurse.client.get('/api/auth/me')).status).toBe(401);
  expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
});

it('refuses an unknown token', async () => {
  const res = await reset('this-token-was-never-issued');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ statusCode: 400, message: ERRORS.resetTokenInvalid });
});

it('refuses an expired token and keeps the password', async () => {
  const { nurse, token } = await nurseWithResetLink();
  const tokens = app.dataSource.getRepository(PasswordResetTokenEntity);
  const updated = await tokens.update({ userId: nurse.id }, { expiresAt: new Date(Date.now() - 60_000) });
  expect(updated.affected).toBe(1);

  const res = await reset(token);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ statusCode: 400, message: ERRORS.resetTokenExpired });
  expect((await login(nurse.email, PASSWORD)).status).toBe(200);
  expect((await tokens.findOneByOrFail({ userId: nurse.id })).usedAt).toBeNull();
});

it('spends the other open links of the account when one is used', async () => {
  const { nurse, token: first } = await nurseWithResetLink();
  expectStatus(await forgot(nurse.email), 200);
  const second = await resetTokenFromMail(app, nurse.email, 2);
  expect(second).not.toBe(first);
  expectStatus(await reset(second), 200);
  expect((await reset(first)).status).toBe(400);
});

it('stores only a hash of the emailed token', async () => {
  const { nurse, token } = await nurseWithResetLink();
  const stored = await app.dataSource.getRepository(PasswordResetTokenEntity).findOneByOrFail({ userId: nurse.id });
  expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.tokenHash).not.toContain(token);
});
