/**
 * Blocks and reports: a block stops everything between two nurses, either way; a report reaches the
 * administrators with the message in context, and their answer is audited.
 */
import { ERRORS } from '@nurse/domain';
import { BlockEntity } from '../src/modules/connections/entities/block.entity';
import { ConnectionEntity } from '../src/modules/connections/entities/connection.entity';
import { ReportEntity } from '../src/modules/reports/entities/report.entity';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import type { ApiClient } from './support/api-client';
import { adminClient, connect, expectStatus, liveNurse, pendingNurse, setStatus, uniqueWord, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const REPORTS_PER_DAY = 3;
const app = useTestApp({ REPORTS_PER_DAY: String(REPORTS_PER_DAY) });
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const nurse = () => liveNurse(app, {}, admin);

/** Two new live nurses, connected; `a` and `b` override their sign-up fields. */
const connected = async (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}): Promise<[Nurse, Nurse]> => {
  const pair: [Nurse, Nurse] = [await liveNurse(app, a, admin), await liveNurse(app, b, admin)];
  await connect(...pair);
  return pair;
};

const block = (by: Nurse, other: Nurse) => by.client.post(`/api/users/${by.id}/blocks`, { blockedUserId: other.id });
const send = (from: Nurse, to: Nurse, content: string) => from.client.post('/api/messages', { toUserId: to.id, content });
const unblock = (by: Nurse, other: Nurse) => by.client.request('DELETE', `/api/users/${by.id}/blocks/${other.id}`);
const ask = (from: Nurse, to: Nurse, message = 'Hi') =>
  from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, message });
const pendingOf = async (addressee: Nurse) =>
  expectStatus(await addressee.client.get(`/api/users/${addressee.id}/connection-requests`), 200).body;
const report = (by: Nurse, body: Record<string, unknown>) => by.client.post('/api/reports', body);
const openReports = async () => expectStatus(await admin.get('/api/admin/reports?pageSize=100'), 200).body;

describe('blocking', () => {
  it('ends the connection and closes the conversation for both, either way', async () => {
    const [ana, ben] = await connected();
    expectStatus(await send(ben, ana, 'hello'), 201);
    expectStatus(await block(ana, ben), 204);
    expectStatus(await block(ana, ben), 204);

    for (const [from, to] of [
      [ana, ben],
      [ben, ana],
    ]) {
      expect(expectStatus(await send(from, to, 'still there?'), 403).body.message).toBe(ERRORS.messageOnlyConnections);
      const asked = await from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, message: 'Hi again' });
      expect(expectStatus(asked, 403).body.message).toBe(ERRORS.cannotContact);
      expectStatus(await from.client.get(`/api/messages/${from.id}/${to.id}`), 404);
      expect(expectStatus(await from.client.get(`/api/conversations/${from.id}`), 200).body.items).toEqual([]);
      expect(expectStatus(await from.client.get(`/api/users/${from.id}/connections`), 200).body.total).toBe(0);
      expect(expectStatus(await from.client.get(`/api/users/${from.id}/connection-status/${to.id}`), 200).body.status).toBe('none');
    }
    expect(expectStatus(await ana.client.get(`/api/unread-messages/${ana.id}`), 200).body.unreadCount).toBe(0);
    expect(await app.dataSource.getRepository(ConnectionEntity).countBy({ lowUserId: Math.min(ana.id, ben.id), status: 'accepted' })).toBe(
      0,
    );
    expect(await app.dataSource.getRepository(BlockEntity).countBy({ blockerId: ana.id, blockedId: ben.id })).toBe(1);
  });

  it('lists and lifts her blocks; a lifted block lets a new request through', async () => {
    const [ana, ben] = [await nurse(), await nurse()];
    expectStatus(await block(ana, ben), 204);
    const { items } = expectStatus(await ana.client.get(`/api/users/${ana.id}/blocks`), 200).body;
    expect(items).toEqual([{ userId: ben.id, name: ben.name, profileImage: null, blockedAt: expect.any(String) }]);
    expectStatus(await ben.client.request('DELETE', `/api/users/${ben.id}/blocks/${ana.id}`), 404);
    expectStatus(await ana.client.request('DELETE', `/api/users/${ana.id}/blocks/${ben.id}`), 204);
    expectStatus(await ben.client.post('/api/connections/request', { userId1: ben.id, userId2: ana.id, message: 'Hi' }), 201);
  });

  it('hides each nurse from the other on every read, both ways, until the block is lifted', async () => {
    const word = uniqueWord();
    const [ana, ben] = await connected({ name: `Ana ${word}` }, { name: `Ben ${word}` });
    expectStatus(await send(ben, ana, 'hello'), 201);
    expectStatus(await send(ana, ben, 'hi'), 201);
    const seenBy = async (viewer: Nurse, other: Nurse) => {
      const found = (res: { body: { items: { id: number }[] } }) => res.body.items.some((item) => item.id === other.id);
      return {
        profile: (await viewer.client.get(`/api/users/${other.id}`)).status,
        search: found(expectStatus(await viewer.client.get(`/api/users/search?q=${word}&pageSize=50`), 200)),
        connections: found(expectStatus(await viewer.client.get(`/api/users/${viewer.id}/connections`), 200)),
        thread: (await viewer.client.get(`/api/messages/${viewer.id}/${other.id}`)).status,
        conversations: expectStatus(await viewer.client.get(`/api/conversations/${viewer.id}`), 200).body.items.some(
          (item: { userId: number }) => item.userId === other.id,
        ),
        unreadFrom: expectStatus(await viewer.client.get(`/api/conversation-unread/${other.id}/${viewer.id}`), 200).body.unreadCount,
      };
    };
    expect(await seenBy(ana, ben)).toEqual({
      profile: 200,
      search: true,
      connections: true,
      thread: 200,
      conversations: true,
      unreadFrom: 1,
    });

    expectStatus(await block(ana, ben), 204);
    const hidden = { profile: 404, search: false, connections: false, thread: 404, conversations: false, unreadFrom: 0 };
    expect(await seenBy(ana, ben)).toEqual(hidden);
    expect(await seenBy(ben, ana)).toEqual(hidden);
    expect(expectStatus(await ben.client.get(`/api/users/${ana.id}`), 404).body).toEqual(
      expectStatus(await ben.client.get('/api/users/999999999'), 404).body,
    );

    expectStatus(await unblock(ana, ben), 204);
    expect((await seenBy(ben, ana)).profile).toBe(200);
    expect((await seenBy(ana, ben)).search).toBe(true);
  });

  it('keeps a declined request declined through a block and its lifting, whoever blocks', async () => {
    for (const blocker of ['asker', 'decliner'] as const) {
      const [ana, ben] = [await nurse(), await nurse()];
      const { body: request } = expectStatus(await ask(ana, ben), 201);
      expectStatus(await ben.client.put(`/api/connections/${request.id}/status`, { status: 'ignored' }), 200);
      const [by, other] = blocker === 'asker' ? [ana, ben] : [ben, ana];
      expectStatus(await block(by, other), 204);
      expectStatus(await unblock(by, other), 204);

      expect(expectStatus(await ask(ana, ben, 'Please reconsider'), 409).body.message).toBe(ERRORS.requestDeclined);
      expect(expectStatus(await ana.client.get(`/api/users/${ana.id}/connection-status/${ben.id}`), 200).body).toEqual({
        id: request.id,
        status: 'rejected',
        requesterId: ana.id,
      });
      expect((await pendingOf(ben)).total).toBe(0);
    }
  });

  it('leaves the nurse blocked, once the block is lifted, as one whose request was declined', async () => {
    for (const before of ['pending', 'connected'] as const) {
      const [ana, ben] = [await nurse(), await nurse()];
      const { body: request } = expectStatus(await ask(ana, ben), 201);
      if (before === 'connected') expectStatus(await ben.client.put(`/api/connections/${request.id}/status`, { status: 'accepted' }), 200);
      expectStatus(await block(ben, ana), 204);
      expectStatus(await unblock(ben, ana), 204);

      expect(expectStatus(await ask(ana, ben, 'Hello again'), 409).body.message).toBe(ERRORS.requestDeclined);
      expect((await pendingOf(ben)).total).toBe(0);
      // The nurse who blocked may still ask herself.
      expectStatus(await ask(ben, ana, 'Let us talk again'), 201);
    }
  });

  it('refuses blocking yourself, unknown nurses, and on behalf of another', async () => {
    const [ana, ben] = [await nurse(), await nurse()];
    expect(expectStatus(await block(ana, ana), 400).body.message).toBe(ERRORS.blockSelf);
    expectStatus(await ana.client.post(`/api/users/${ana.id}/blocks`, { blockedUserId: 999_999_999 }), 404);
    expectStatus(await ana.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 403);
    expect(await app.dataSource.getRepository(BlockEntity).countBy({ blockerId: ben.id })).toBe(0);
  });
});

describe('reports', () => {
  it('shows an administrator the reported message among its neighbours; suspending signs the nurse out, audited', async () => {
    const [ana, ben] = await connected();
    const sent: number[] = [];
    for (const [from, to, text] of [
      [ben, ana, 'Hi Ana'],
      [ana, ben, 'Hi Ben'],
      [ben, ana, 'Join my staffing agency, $$$ guaranteed'],
      [ana, ben, 'No thanks'],
    ] as const) {
      sent.push(expectStatus(await send(from, to, text), 201).body.id);
    }
    const { body: filed } = expectStatus(
      await report(ana, { reportedUserId: ben.id, messageId: sent[2], reason: 'agency-or-recruiter', details: 'Recruiting' }),
      201,
    );
    expect(filed).toEqual({ id: expect.any(Number), status: 'open' });
    expect(expectStatus(await report(ana, { reportedUserId: ben.id, messageId: sent[2], reason: 'spam' }), 409).body.message).toBe(
      ERRORS.reportAlreadyOpen,
    );

    const listed = (await openReports()).items.find((r: { id: number }) => r.id === filed.id);
    expect(listed).toMatchObject({
      reason: 'agency-or-recruiter',
      details: 'Recruiting',
      status: 'open',
      reporter: { id: ana.id, name: ana.name, email: ana.email },
      reported: { id: ben.id, name: ben.name, email: ben.email, accountStatus: 'live' },
      messageId: sent[2],
    });
    expect(listed.context.map((m: { id: number }) => m.id)).toEqual(sent);

    expect(expectStatus(await admin.put(`/api/admin/reports/${filed.id}`, { action: 'suspend' }), 200).body).toEqual({
      id: filed.id,
      status: 'suspended',
    });
    expect((await app.dataSource.getRepository(UserEntity).findOneByOrFail({ id: ben.id })).accountStatus).toBe('pending');
    expectStatus(await ben.client.get('/api/auth/me'), 401);
    expect(expectStatus(await admin.put(`/api/admin/reports/${filed.id}`, { action: 'dismiss' }), 409).body.message).toBe(
      ERRORS.reportResolved,
    );
    const audit = expectStatus(await admin.get('/api/admin/audit-log?pageSize=5'), 200).body.items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['report-suspended', 'set-account-status']),
    );
    expect((await openReports()).items.map((r: { id: number }) => r.id)).not.toContain(filed.id);
  });

  it('dismisses a report about a person, audited, and lists it under dismissed', async () => {
    const [ana, ben] = [await nurse(), await nurse()];
    const { body: filed } = expectStatus(await report(ana, { reportedUserId: ben.id, reason: 'fake-profile' }), 201);
    expectStatus(await admin.put(`/api/admin/reports/${filed.id}`, { action: 'dismiss' }), 200);
    const dismissed = expectStatus(await admin.get('/api/admin/reports?status=dismissed&pageSize=100'), 200).body;
    expect(dismissed.items.find((r: { id: number }) => r.id === filed.id)).toMatchObject({
      status: 'dismissed',
      context: [],
      messageId: null,
    });
    expect((await app.dataSource.getRepository(UserEntity).findOneByOrFail({ id: ben.id })).accountStatus).toBe('live');
    expect(expectStatus(await admin.get('/api/admin/audit-log?pageSize=1'), 200).body.items[0]).toMatchObject({
      action: 'report-dismissed',
    });
  });

  it('takes only messages sent to the reporter by the nurse reported, and no report of yourself', async () => {
    const [ana, ben] = await connected();
    const cy = await nurse();
    const { body: toBen } = expectStatus(await send(ana, ben, 'a message of mine'), 201);
    expect(expectStatus(await report(cy, { reportedUserId: ana.id, messageId: toBen.id, reason: 'spam' }), 404).body.message).toBe(
      ERRORS.reportedMessageNotFound,
    );
    expectStatus(await report(ana, { reportedUserId: ben.id, messageId: toBen.id, reason: 'spam' }), 404);
    expect(expectStatus(await report(ana, { reportedUserId: ana.id, reason: 'spam' }), 400).body.message).toBe(ERRORS.reportSelf);
    expect(expectStatus(await report(ana, { reportedUserId: ben.id, reason: 'rude' }), 400).body.message).toBe(ERRORS.reportReason);
    expect(await app.dataSource.getRepository(ReportEntity).countBy({ reporterId: ana.id })).toBe(0);
  });

  it('takes at most REPORTS_PER_DAY reports a day from a nurse, about different nurses too, with a 429 that says so', async () => {
    const ana = await nurse();
    for (let i = 0; i < REPORTS_PER_DAY; i += 1)
      expectStatus(await report(ana, { reportedUserId: (await nurse()).id, reason: 'spam' }), 201);
    const refused = expectStatus(await report(ana, { reportedUserId: (await nurse()).id, reason: 'spam' }), 429);
    expect(refused.body.message).toBe(ERRORS.reportsPerDay(REPORTS_PER_DAY));
    expect(await app.dataSource.getRepository(ReportEntity).countBy({ reporterId: ana.id })).toBe(REPORTS_PER_DAY);
    expectStatus(await report(await nurse(), { reportedUserId: (await nurse()).id, reason: 'spam' }), 201);
  });

  it('answers a report or a block about a nurse outside the network exactly as about an unknown id', async () => {
    const ana = await nurse();
    const waitlisted = await pendingNurse(app);
    const suspended = await nurse();
    await setStatus(admin, suspended.id, 'pending');
    const answers = async (id: number) => {
      const [reported, blocked] = [
        await report(ana, { reportedUserId: id, reason: 'spam' }),
        await ana.client.post(`/api/users/${ana.id}/blocks`, { blockedUserId: id }),
      ];
      return { report: [reported.status, reported.body], block: [blocked.status, blocked.body] };
    };
    const unknown = await answers(999_999_999);
    expect(unknown.report[0]).toBe(404);
    expect(await answers(waitlisted.id)).toEqual(unknown);
    expect(await answers(suspended.id)).toEqual(unknown);
    expect(await app.dataSource.getRepository(ReportEntity).countBy({ reporterId: ana.id })).toBe(0);
    expect(await app.dataSource.getRepository(BlockEntity).countBy({ blockerId: ana.id })).toBe(0);
  });
});
