/**
 * The API's in-memory caches (common/moment-cache.ts): a nurse's session with her account, her unread
 * total, her waiting message requests and her pending connection requests are read once for a burst of
 * requests, yet whatever changes them is seen by the very next request: a profile save, a change made
 * inside a transaction, a status set by the administrator, signing out, a message, a read mark, a
 * request and its answer, a block (which closes a conversation). With Redis, a change made through one API instance is seen through
 * another within moments, long before the caches' own time limit.
 */
import { UserEntity } from '../src/modules/users/entities/user.entity';
import type { ApiClient } from './support/api-client';
import {
  adminClient,
  clientWithCookie,
  connectedPair,
  expectStatus,
  liveNurse,
  pendingNurse,
  setStatus,
  uniqueEmail,
  type Nurse,
} from './support/actors';
import { eventually } from './support/eventually';
import { startTestApp, useTestApp } from './support/test-app';

/** Long enough that only a drop, never the time limit, explains a fresh answer. */
const KEEP_SECONDS = '60';

const app = useTestApp({ READ_CACHE_SECONDS: KEEP_SECONDS });
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

async function me(nurse: Nurse) {
  return expectStatus(await nurse.client.get('/api/auth/me'), 200).body;
}

it('answers a burst of requests from the session it read once', async () => {
  const nurse = await liveNurse(app, {}, admin);
  const { location } = await me(nurse);
  // A row changed behind the API's back (not through UsersRepository) is not seen until the entry's time is up.
  await app.dataSource.getRepository(UserEntity).update({ id: nurse.id }, { location: 'Written behind its back' });
  expect((await me(nurse)).location).toBe(location);
});

it('shows a profile save on the next request', async () => {
  const nurse = await liveNurse(app, {}, admin);
  expect((await me(nurse)).location).not.toBe('Austin, TX');
  expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { location: 'Austin, TX', confirmedSpecialties: ['ICU'] }), 200);
  expect(await me(nurse)).toMatchObject({ location: 'Austin, TX', confirmedSpecialties: ['ICU'] });
});

it('shows a change stored inside a transaction once it is committed', async () => {
  const nurse = await liveNurse(app, {}, admin);
  await me(nurse);
  const invited = uniqueEmail('invited');
  expectStatus(await nurse.client.post('/api/send-invites', { emails: [invited] }), 200);
  expect((await me(nurse)).invitationEmails).toEqual([invited]);
});

it("applies the administrator's status change to the nurse's next request", async () => {
  const nurse = await pendingNurse(app);
  expect((await me(nurse)).accountStatus).toBe('pending');
  expect((await nurse.client.get(`/api/users/${nurse.id}/connections`)).status).toBe(403);
  await setStatus(admin, nurse.id, 'live');
  expect((await me(nurse)).accountStatus).toBe('live');
  expectStatus(await nurse.client.get(`/api/users/${nurse.id}/connections`), 200);
});

it('refuses a signed-out session replayed at once', async () => {
  const nurse = await liveNurse(app, {}, admin);
  await me(nurse);
  const cookie = nurse.client.cookie('sid')!;
  expectStatus(await nurse.client.post('/api/auth/logout'), 200);
  expect((await clientWithCookie(app, 'sid', cookie).get('/api/auth/me')).status).toBe(401);
});

async function unreadOf(nurse: Nurse, client = nurse.client): Promise<number> {
  return expectStatus(await client.get(`/api/unread-messages/${nurse.id}`), 200).body.unreadCount;
}

async function send(from: Nurse, to: Nurse, content = 'Are you on shift tomorrow?') {
  expectStatus(await from.client.post('/api/messages', { toUserId: to.id, content }), 201);
}

describe('the unread total', () => {
  it('counts each message and each read mark on the next request', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    expect(await unreadOf(ben)).toBe(0);
    await send(ana, ben);
    expect(await unreadOf(ben)).toBe(1);
    await send(ana, ben);
    expect(await unreadOf(ben)).toBe(2);
    expectStatus(await ben.client.put(`/api/messages/read/${ana.id}/${ben.id}`), 200);
    expect(await unreadOf(ben)).toBe(0);
  });

  it('leaves out a blocked nurse at once, and counts her again once the block is lifted', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    await send(ana, ben);
    expect(await unreadOf(ben)).toBe(1);
    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
    expect(await unreadOf(ben)).toBe(0);
    expectStatus(await ben.client.request('DELETE', `/api/users/${ben.id}/blocks/${ana.id}`), 204);
    expect(await unreadOf(ben)).toBe(1);
  });

  it("leaves out a suspended nurse's messages at once", async () => {
    const [ana, ben] = await connectedPair(app, admin);
    await send(ana, ben);
    expect(await unreadOf(ben)).toBe(1);
    await setStatus(admin, ana.id, 'pending');
    expect(await unreadOf(ben)).toBe(0);
  });
});

describe('blocks', () => {
  const threadStatus = async (reader: Nurse, other: Nurse, client = reader.client) =>
    (await client.get(`/api/messages/${reader.id}/${other.id}`)).status;

  it('closes the conversation for both on the next request, and opens it again once the block is lifted', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    await send(ana, ben);
    expect(await threadStatus(ana, ben)).toBe(200);
    expect(await threadStatus(ben, ana)).toBe(200);
    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
    expect(await threadStatus(ana, ben)).toBe(404);
    expect(await threadStatus(ben, ana)).toBe(404);
    expectStatus(await ben.client.request('DELETE', `/api/users/${ben.id}/blocks/${ana.id}`), 204);
    expect(await threadStatus(ana, ben)).toBe(200);
    expect(await threadStatus(ben, ana)).toBe(200);
  });
});

describe('connections', () => {
  it('lets two nurses write to each other once a request is accepted, and no longer once a block ended their connection', async () => {
    const ana = await liveNurse(app, {}, admin);
    const ben = await liveNurse(app, {}, admin);
    const standing = async () => expectStatus(await ana.client.get(`/api/users/${ana.id}/contact-standing/${ben.id}`), 200).body.standing;
    expect(await standing()).toBe('refused');
    const { id } = expectStatus(
      await ana.client.post('/api/connections/request', { userId1: ana.id, userId2: ben.id, message: 'Hi' }),
      201,
    ).body;
    expect(await standing()).toBe('refused');
    expectStatus(await ben.client.put(`/api/connections/${id}/status`, { status: 'accepted' }), 200);
    expect(await standing()).toBe('conversation');
    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
    expectStatus(await ben.client.request('DELETE', `/api/users/${ben.id}/blocks/${ana.id}`), 204);
    // The block ended their connection: lifting it does not bring it back.
    expect(await standing()).toBe('refused');
  });
});

describe('contact settings', () => {
  it('applies her change to who may write to her and to her read marks on the next request', async () => {
    const ana = await liveNurse(app, {}, admin);
    const ben = await liveNurse(app, {}, admin);
    for (const nurse of [ana, ben])
      expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { confirmedSpecialties: ['Pediatrics'] }), 200);
    const standing = async () => expectStatus(await ana.client.get(`/api/users/${ana.id}/contact-standing/${ben.id}`), 200).body.standing;
    expect(await standing()).toBe('refused');
    expectStatus(await ben.client.put('/api/settings/contact', { contactPolicy: 'specialty' }), 200);
    expect(await standing()).toBe('request');
    expectStatus(await ben.client.put('/api/settings/contact', { contactPolicy: 'connections', readReceipts: false }), 200);
    expect(await standing()).toBe('refused');
    expect(expectStatus(await ben.client.get('/api/settings/contact'), 200).body).toEqual({
      contactPolicy: 'connections',
      readReceipts: false,
    });
  });
});

describe('pending connection requests', () => {
  /** Her Network badge (one item, as the top bar asks) and the first page of the Network screen. */
  async function pendingOf(nurse: Nurse, client = nurse.client) {
    const badge = expectStatus(await client.get(`/api/users/${nurse.id}/connection-requests?pageSize=1`), 200).body;
    const screen = expectStatus(await client.get(`/api/users/${nurse.id}/connection-requests`), 200).body;
    expect(screen.total).toBe(badge.total);
    return {
      total: badge.total as number,
      names: (screen.items as { requester: { name: string } }[]).map(({ requester }) => requester.name),
    };
  }

  const named = (name: string) => liveNurse(app, { name }, admin);

  async function request(from: Nurse, to: Nurse): Promise<number> {
    return expectStatus(await from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, message: 'Hi' }), 201).body
      .id;
  }

  it('counts each request and each answer on the next request', async () => {
    const [ana, ben, cleo] = [await named('Ana Adams'), await named('Ben Brooks'), await named('Cleo Carter')];
    expect(await pendingOf(cleo)).toEqual({ total: 0, names: [] });
    const fromAna = await request(ana, cleo);
    expect(await pendingOf(cleo)).toEqual({ total: 1, names: [ana.name] });
    await request(ben, cleo);
    expect(await pendingOf(cleo)).toEqual({ total: 2, names: [ben.name, ana.name] });
    expectStatus(await cleo.client.put(`/api/connections/${fromAna}/status`, { status: 'accepted' }), 200);
    expect(await pendingOf(cleo)).toEqual({ total: 1, names: [ben.name] });
    expectStatus(await cleo.client.post(`/api/users/${cleo.id}/blocks`, { blockedUserId: ben.id }), 204);
    expect(await pendingOf(cleo)).toEqual({ total: 0, names: [] });
  });

  it("shows a requester's new name, and leaves out a suspended requester, at once", async () => {
    const [ana, ben] = [await named('Ana Adams'), await named('Ben Brooks')];
    await request(ana, ben);
    expect(await pendingOf(ben)).toEqual({ total: 1, names: [ana.name] });
    expectStatus(await ana.client.put(`/api/users/${ana.id}`, { name: 'Ana Renamed' }), 200);
    expect(await pendingOf(ben)).toEqual({ total: 1, names: ['Ana Renamed'] });
    await setStatus(admin, ana.id, 'pending');
    expect(await pendingOf(ben)).toEqual({ total: 0, names: [] });
  });
});

describe("the top bar's badges", () => {
  /** All the counts in one answer, each equal to its own route's. */
  async function badgesOf(nurse: Nurse) {
    const badges = expectStatus(await nurse.client.get('/api/badges'), 200).body;
    const bell = expectStatus(await nurse.client.get('/api/notifications/unread-count'), 200).body.unreadCount;
    const pending = expectStatus(await nurse.client.get(`/api/users/${nurse.id}/connection-requests?pageSize=1`), 200).body.total;
    const messageRequests = expectStatus(await nurse.client.get('/api/message-requests'), 200).body.items.length;
    expect(badges).toEqual({ unreadMessages: await unreadOf(nurse), messageRequests, pendingRequests: pending, unreadNotifications: bell });
    return badges as { unreadMessages: number; messageRequests: number; pendingRequests: number; unreadNotifications: number };
  }

  it('counts a message, a request and a notification on the next request, and each answer to them', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const cleo = await liveNurse(app, {}, admin);
    // Connecting told them of each other.
    expectStatus(await ben.client.put('/api/notifications/read-all'), 200);
    expect(await badgesOf(ben)).toEqual({ unreadMessages: 0, messageRequests: 0, pendingRequests: 0, unreadNotifications: 0 });

    await send(ana, ben);
    expect((await badgesOf(ben)).unreadMessages).toBe(1);
    const requestId = expectStatus(
      await cleo.client.post('/api/connections/request', { userId1: cleo.id, userId2: ben.id, message: 'Hi' }),
      201,
    ).body.id;
    const withRequest = await badgesOf(ben);
    expect(withRequest).toMatchObject({ unreadMessages: 1, pendingRequests: 1 });
    expect(withRequest.unreadNotifications).toBeGreaterThan(0);

    expectStatus(await ben.client.put(`/api/messages/read/${ana.id}/${ben.id}`), 200);
    expectStatus(await ben.client.put(`/api/connections/${requestId}/status`, { status: 'accepted' }), 200);
    expectStatus(await ben.client.put('/api/notifications/read-all'), 200);
    expect(await badgesOf(ben)).toEqual({ unreadMessages: 0, messageRequests: 0, pendingRequests: 0, unreadNotifications: 0 });
  });

  it('counts a message request when it arrives, and not once she answers it, blocks its sender or the sender is suspended', async () => {
    const withSpecialty = async () => {
      const created = await liveNurse(app, {}, admin);
      expectStatus(await created.client.put(`/api/users/${created.id}`, { confirmedSpecialties: ['Pediatrics'] }), 200);
      return created;
    };
    const [ana, ben, cleo] = [await withSpecialty(), await withSpecialty(), await withSpecialty()];
    expectStatus(await ben.client.put('/api/settings/contact', { contactPolicy: 'specialty' }), 200);
    expect((await badgesOf(ben)).messageRequests).toBe(0);

    await send(ana, ben);
    expect((await badgesOf(ben)).messageRequests).toBe(1);
    expectStatus(await ben.client.put(`/api/message-requests/${ana.id}`, { action: 'accept' }), 204);
    expect((await badgesOf(ben)).messageRequests).toBe(0);

    await send(cleo, ben);
    expect((await badgesOf(ben)).messageRequests).toBe(1);
    expectStatus(await ben.client.put(`/api/message-requests/${cleo.id}`, { action: 'decline' }), 204);
    expect((await badgesOf(ben)).messageRequests).toBe(0);

    const dan = await withSpecialty();
    await send(dan, ben);
    expect((await badgesOf(ben)).messageRequests).toBe(1);
    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: dan.id }), 204);
    expect((await badgesOf(ben)).messageRequests).toBe(0);

    const eve = await withSpecialty();
    await send(eve, ben);
    expect((await badgesOf(ben)).messageRequests).toBe(1);
    await setStatus(admin, eve.id, 'pending');
    expect((await badgesOf(ben)).messageRequests).toBe(0);
  });

  it('answers only a live nurse, about herself', async () => {
    const waiting = await pendingNurse(app);
    expect((await waiting.client.get('/api/badges')).status).toBe(403);
  });
});

const withRedis = process.env.TEST_REDIS_URL ? it : it.skip;

// Last in this file: closing a second instance beside the suite's app ends the Redis connection they share.
withRedis('drops what another API instance changed, through Redis: an account, a session, an unread total', async () => {
  const second = await startTestApp({ READ_CACHE_SECONDS: KEEP_SECONDS }, app);
  try {
    const nurse = await liveNurse(app, {}, admin);
    const onSecond = clientWithCookie(second, 'sid', nurse.client.cookie('sid')!);
    expect(expectStatus(await onSecond.get('/api/auth/me'), 200).body.location).not.toBe('Boston, MA');

    expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { location: 'Boston, MA' }), 200);
    await eventually(async () => expect(expectStatus(await onSecond.get('/api/auth/me'), 200).body.location).toBe('Boston, MA'), 1000);

    expectStatus(await nurse.client.post('/api/auth/logout'), 200);
    await eventually(async () => expect((await onSecond.get('/api/auth/me')).status).toBe(401), 1000);

    const [ana, ben] = await connectedPair(app, admin);
    const bensSecondTab = clientWithCookie(second, 'sid', ben.client.cookie('sid')!);
    expect(await unreadOf(ben, bensSecondTab)).toBe(0);
    await send(ana, ben);
    await eventually(async () => expect(await unreadOf(ben, bensSecondTab)).toBe(1), 1000);

    const pendingOnSecond = async () =>
      expectStatus(await bensSecondTab.get(`/api/users/${ben.id}/connection-requests?pageSize=1`), 200).body.total;
    expect(await pendingOnSecond()).toBe(0);
    const cleo = await liveNurse(app, {}, admin);
    expectStatus(await cleo.client.post('/api/connections/request', { userId1: cleo.id, userId2: ben.id, message: 'Hi' }), 201);
    await eventually(async () => expect(await pendingOnSecond()).toBe(1), 1000);

    const anasSecondTab = clientWithCookie(second, 'sid', ana.client.cookie('sid')!);
    expect((await anasSecondTab.get(`/api/messages/${ana.id}/${ben.id}`)).status).toBe(200);
    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
    await eventually(async () => expect((await anasSecondTab.get(`/api/messages/${ana.id}/${ben.id}`)).status).toBe(404), 1000);
  } finally {
    await second.close();
  }
});
