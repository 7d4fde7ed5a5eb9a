import { ERRORS, NOTICES, STAFF_ERRORS } from '@nurse/domain';
import { encodeCursor } from '../src/common/page-cursor';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import type { ApiClient } from './support/api-client';
import {
  adminClient,
  appOwner,
  clientWithCookie,
  walkPages,
  expectStatus,
  liveNurse,
  pendingNurse,
  setStatus,
  uniquePhone,
  uniqueWord,
} from './support/actors';
import { OWNER_EMAIL } from './support/staff';
import { TEST_ADMIN_PASSWORD, useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const latestAudit = async () => expectStatus(await admin.get('/api/admin/audit-log?pageSize=1'), 200).body.items[0];
const searchUsers = async (query: string) => expectStatus(await admin.get(`/api/admin/users?${query}`), 200).body;

describe('administrator session', () => {
  it('refuses a wrong password with 401 and audits the attempt', async () => {
    const client = app.client();
    const res = await client.post('/api/admin/login', { email: OWNER_EMAIL, password: 'not-the-admin-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: STAFF_ERRORS.invalidSignIn });
    expect(client.cookie('admin_sid')).toBeUndefined();
    expect((await client.get('/api/admin/session')).status).toBe(401);
    expect(await latestAudit()).toMatchObject({ action: 'admin-login-failed', actor: 'unknown', staff: null });
  });

  it('signs in with a new session id each time, audited', async () => {
    const owner = appOwner(app);
    const client = app.client();
    const signIn = async () =>
      expectStatus(
        await client.post('/api/admin/login', { email: OWNER_EMAIL, password: TEST_ADMIN_PASSWORD, code: await owner.nextCode() }),
        200,
      );
    expect((await signIn()).body).toMatchObject({ isAdmin: true });
    const first = client.cookie('admin_sid');
    expect(await latestAudit()).toMatchObject({ action: 'admin-login' });
    await signIn();
    expect(client.cookie('admin_sid')).not.toBe(first);
    expect(expectStatus(await client.get('/api/admin/session'), 200).body).toMatchObject({ isAdmin: true });
  });

  it('logs out: the session ends on the server and the action is audited', async () => {
    // A session of its own: the one the other tests share stays open.
    const client = app.client();
    await appOwner(app).signInFresh(client);
    const token = client.cookie('admin_sid')!;
    expect(expectStatus(await client.post('/api/admin/logout'), 200).body).toEqual({ message: NOTICES.signedOut });
    expect(await latestAudit()).toMatchObject({ action: 'admin-logout' });
    const replay = clientWithCookie(app, 'admin_sid', token);
    const res = await replay.get('/api/admin/session');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: ERRORS.adminRequired });
  });

  it('does not take a nurse session cookie for an administrator one', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const forged = clientWithCookie(app, 'admin_sid', nurse.client.cookie('sid')!);
    expect((await forged.get('/api/admin/stats')).status).toBe(401);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts total, live and pending accounts', async () => {
    const before = expectStatus(await admin.get('/api/admin/stats'), 200).body;
    await pendingNurse(app);
    await pendingNurse(app);
    await liveNurse(app, {}, admin);
    const after = expectStatus(await admin.get('/api/admin/stats'), 200).body;
    expect(after).toEqual({
      totalUsers: before.totalUsers + 3,
      liveAccounts: before.liveAccounts + 1,
      pendingAccounts: before.pendingAccounts + 2,
    });
    expect(after.totalUsers).toBe(await app.dataSource.getRepository(UserEntity).count());
  });
});

describe('GET /api/admin/users', () => {
  it('searches name, email, phone and location', async () => {
    const word = uniqueWord();
    const byName = await pendingNurse(app, { name: `Ann ${word}` });
    const byEmail = await pendingNurse(app, { email: `${word.toLowerCase()}@example.org` });
    const phone = uniquePhone();
    const byPhone = await pendingNurse(app, { phone });
    const byLocation = await pendingNurse(app);
    const town = `${uniqueWord()} Springs`;
    await app.dataSource.getRepository(UserEntity).update({ id: byLocation.id }, { location: town });

    const ids = async (search: string) =>
      (await searchUsers(`search=${encodeURIComponent(search)}`)).items.map((u: { id: number }) => u.id);
    expect(await ids(word.toUpperCase())).toEqual([byEmail.id, byName.id]);
    expect(await ids(phone)).toEqual([byPhone.id]);
    expect(await ids(phone.replace(/\D/g, '').slice(3))).toEqual([byPhone.id]);
    expect(await ids(town.toLowerCase())).toEqual([byLocation.id]);
    expect(await ids(`${word}%`)).toEqual([]);
  });

  it('answers a search again with the changes made since', async () => {
    const word = uniqueWord();
    const ids = async () => (await searchUsers(`search=${word}`)).items.map((u: { id: number }) => u.id);
    const first = await pendingNurse(app, { name: `Ann ${word}` });
    expect(await ids()).toEqual([first.id]);
    const second = await pendingNurse(app, { name: `Bo ${word}` });
    expect(await ids()).toEqual([second.id, first.id]);
    await app.dataSource.getRepository(UserEntity).update({ id: first.id }, { name: 'Ann Other' });
    expect(await ids()).toEqual([second.id]);
    await app.dataSource.getRepository(UserEntity).update({ id: first.id }, { location: `${word} Falls` });
    expect(await ids()).toEqual([second.id, first.id]);
    await app.dataSource.getRepository(UserEntity).delete({ id: second.id });
    expect(await ids()).toEqual([first.id]);
  });

  it('pages newest first with the total, each page after the cursor the one before gave', async () => {
    const word = uniqueWord();
    const created: number[] = [];
    for (let i = 0; i < 5; i += 1) created.push((await pendingNurse(app, { name: `Page ${word}` })).id);
    const pages = await walkPages((cursor) => searchUsers(`search=${word}&pageSize=2${cursor}`));
    expect(pages.map((p) => p.items.map((u: { id: number }) => u.id))).toEqual([
      created.slice(3).reverse(),
      created.slice(1, 3).reverse(),
      [created[0]],
    ]);
    expect(pages.map((p) => [p.total, p.pageSize])).toEqual([
      [5, 2],
      [5, 2],
      [5, 2],
    ]);
  });

  it('defaults to 20 per page', async () => {
    const page = await searchUsers('');
    expect(page.pageSize).toBe(20);
    expect(page.total).toBe(await app.dataSource.getRepository(UserEntity).count());
  });

  it('still gives the total on an empty page past the end', async () => {
    const pastTheEnd = await searchUsers(`cursor=${encodeCursor([1])}`);
    expect(pastTheEnd).toMatchObject({ items: [], nextCursor: null });
    expect(pastTheEnd.total).toBe(await app.dataSource.getRepository(UserEntity).count());
  });
});

describe('account status', () => {
  it('activates an account, which the nurse sees at once, and audits it', async () => {
    const nurse = await pendingNurse(app);
    const res = expectStatus(await admin.put(`/api/admin/users/${nurse.id}/status`, { status: 'live' }), 200);
    expect(res.body).toMatchObject({ id: nurse.id, accountStatus: 'live' });
    expect(expectStatus(await admin.get(`/api/admin/users/${nurse.id}`), 200).body.accountStatus).toBe('live');
    expect(expectStatus(await nurse.client.get('/api/auth/me'), 200).body.accountStatus).toBe('live');
    expect(expectStatus(await nurse.client.get('/api/auth/waitlist'), 200).body.position).toBeNull();
    expect(await latestAudit()).toMatchObject({
      action: 'set-account-status',
      targetType: 'user',
      targetId: String(nurse.id),
      details: { from: 'pending', to: 'live' },
    });
  });

  it('suspending to pending ends every session of the nurse immediately', async () => {
    const nurse = await liveNurse(app, {}, admin);
    const otherDevice = app.client();
    expectStatus(await otherDevice.post('/api/auth/login', { email: nurse.email, password: nurse.password }), 200);
    await setStatus(admin, nurse.id, 'pending');
    expect((await nurse.client.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect((await app.dataSource.getRepository(UserEntity).findOneByOrFail({ id: nurse.id })).accountStatus).toBe('pending');
    expect(await latestAudit()).toMatchObject({ details: { from: 'live', to: 'pending' } });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.put('/api/admin/users/987654321/status', { status: 'live' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: ERRORS.userNotFound });
    expect((await admin.get('/api/admin/users/987654321')).status).toBe(404);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists administrator actions newest first with paging', async () => {
    const nurse = await pendingNurse(app);
    await setStatus(admin, nurse.id, 'live');
    await setStatus(admin, nurse.id, 'pending');
    const { body } = expectStatus(await admin.get('/api/admin/audit-log?pageSize=2'), 200);
    expect(body.items.map((e: { details: unknown }) => e.details)).toEqual([
      { from: 'live', to: 'pending' },
      { from: 'pending', to: 'live' },
    ]);
    expect(body.items[0].id).toBeGreaterThan(body.items[1].id);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items[0]).not.toHaveProperty('ip');
  });
});
