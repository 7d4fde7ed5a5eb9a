/**
 * An email address is one identity whatever its case or Unicode form, and accented spellings are other
 * addresses: on every database they neither sign in to the account nor reach it by mail.
 */
import { ERRORS } from '@nurse/domain';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { authScreenPayload, expectStatus, pendingNurse, PASSWORD, uniqueEmail } from './support/actors';
import { mailsTo, SUBJECTS, waitForMail } from './support/outbox';
import { useTestApp } from './support/test-app';

const app = useTestApp();

const login = (email: string, password = PASSWORD) => app.client().post('/api/auth/login', { email, password });
const accentedLocalPart = (email: string) => email.replace('bob', 'bôb');
const accentedDomain = (email: string) => email.replace('@example', '@exämple');
const users = () => app.dataSource.getRepository(UserEntity);

describe.each([
  ['an accented local part', accentedLocalPart],
  ['an accented domain', accentedDomain],
])('%s', (_name, respell) => {
  it('does not sign in to the account of the plain address', async () => {
    const nurse = await pendingNurse(app, { email: uniqueEmail('bob') });
    const res = await login(respell(nurse.email));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: ERRORS.invalidCredentials });
    expect((await login(nurse.email)).status).toBe(200);
  });

  it('gets no reset link mailed to the account of the plain address', async () => {
    const nurse = await pendingNurse(app, { email: uniqueEmail('bob') });
    expectStatus(await app.client().post('/api/auth/forgot-password', { email: respell(nurse.email) }), 200);
    expectStatus(await app.client().post('/api/auth/forgot-password', { email: nurse.email }), 200);
    await waitForMail(app, nurse.email, SUBJECTS.reset);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(app, nurse.email).filter((mail) => mail.subject.includes(SUBJECTS.reset))).toHaveLength(1);
  });

  it('is an address of its own that can hold another account', async () => {
    const plain = await pendingNurse(app, { email: uniqueEmail('bob') });
    const other = respell(plain.email);
    const res = expectStatus(
      await app.client().post('/api/auth/register', authScreenPayload({ email: other, password: 'another-password' })),
      201,
    );
    expect(res.body.email).toBe(other);
    expect(res.body.id).not.toBe(plain.id);
    expect((await login(other, 'another-password')).body.id).toBe(res.body.id);
    expect((await login(plain.email)).body.id).toBe(plain.id);
    expect(await users().countBy({ email: other })).toBe(1);
  });
});

describe('the same address in another case or Unicode form', () => {
  const composed = () => uniqueEmail('zoë');

  it('is stored lower-cased in its composed form', async () => {
    const email = composed();
    const { body } = expectStatus(
      await app.client().post('/api/auth/register', authScreenPayload({ email: email.normalize('NFD').toUpperCase() })),
      201,
    );
    expect(body.email).toBe(email);
    expect((await users().findOneByOrFail({ id: body.id })).email).toBe(email);
  });

  it('signs in to the account and cannot register it again', async () => {
    const nurse = await pendingNurse(app, { email: composed() });
    const decomposed = nurse.email.normalize('NFD');
    expect(decomposed).not.toBe(nurse.email);
    expect((await login(decomposed.toUpperCase())).body.id).toBe(nurse.id);
    const again = await app.client().post('/api/auth/register', authScreenPayload({ email: decomposed }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ statusCode: 409, message: ERRORS.duplicateEmail });
  });
});
