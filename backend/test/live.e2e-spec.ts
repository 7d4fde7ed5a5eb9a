/**
 * The live socket: events reach the nurse they concern and no one else; the handshake needs a live
 * nurse's session and an allowed Origin; signing out, suspension and a password reset close it. With
 * Redis, an event raised on one API instance, or published by a worker, reaches a socket held by another.
 */
import { LIVE_EVENTS, LIVE_SOCKET_PATH } from '@nurse/domain';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { LiveEventsService } from '../src/live/live-events.service';
import { UsersService } from '../src/modules/users/users.service';
import type { SessionStore } from '../src/sessions/session-store';
import { SessionService } from '../src/sessions/session.service';
import { SESSION_STORE } from '../src/sessions/session.tokens';
import type { ApiClient } from './support/api-client';
import { adminClient, connect, expectStatus, liveNurse, pendingNurse, setStatus } from './support/actors';
import { eventually } from './support/eventually';
import { collect } from './support/live-sockets';
import { startTestApp, TEST_APP_URL, useTestApp, type TestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
const opened: Socket[] = [];

beforeAll(async () => {
  admin = await adminClient(app);
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

const nurse = () => liveNurse(app, {}, admin);

function socketFor(client: ApiClient, { on = app as TestApp, origin = TEST_APP_URL }: { on?: TestApp; origin?: string } = {}): Socket {
  const sid = client.cookie('sid');
  const socket = io(on.baseUrl, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin, ...(sid ? { cookie: `sid=${sid}` } : {}) },
  });
  opened.push(socket);
  return socket;
}

/** Resolves once connected, or rejects with the server's refusal. */
function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('The socket connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function disconnected(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

it("pushes a new message and the unread total to the recipient's tabs, and nothing to a third nurse", async () => {
  const [ana, ben, cy] = [await nurse(), await nurse(), await nurse()];
  await connect(ana, ben);
  const [bensTab, cysTab] = [socketFor(ben.client), socketFor(cy.client)];
  await Promise.all([connected(bensTab), connected(cysTab)]);
  const bensMessages = collect<{ content: string; fromUserId: number }>(bensTab, LIVE_EVENTS.message);
  const bensUnread = collect<{ unreadCount: number }>(bensTab, LIVE_EVENTS.unread);
  const cysEvents = [...collect(cysTab, LIVE_EVENTS.message), ...collect(cysTab, LIVE_EVENTS.unread)];

  expectStatus(await ana.client.post('/api/messages', { toUserId: ben.id, content: 'Live hello' }), 201);
  await eventually(() => {
    expect(bensMessages).toEqual([expect.objectContaining({ content: 'Live hello', fromUserId: ana.id })]);
    expect(bensUnread).toEqual([{ unreadCount: 1 }]);
  });

  expectStatus(await ben.client.put(`/api/messages/read/${ana.id}/${ben.id}`), 200);
  await eventually(() => expect(bensUnread.at(-1)).toEqual({ unreadCount: 0 }));
  expect(cysEvents).toEqual([]);
});

it('pushes a new request and its answer to both nurses', async () => {
  const [ana, ben] = [await nurse(), await nurse()];
  const [anasTab, bensTab] = [socketFor(ana.client), socketFor(ben.client)];
  await Promise.all([connected(anasTab), connected(bensTab)]);
  const bensRequests = collect<{ total: number }>(bensTab, LIVE_EVENTS.requests);
  const anasChanges = collect(anasTab, LIVE_EVENTS.connections);

  const { body } = expectStatus(
    await ana.client.post('/api/connections/request', { userId1: ana.id, userId2: ben.id, message: 'Hi' }),
    201,
  );
  await eventually(() => expect(bensRequests).toEqual([{ total: 1 }]));
  expectStatus(await ben.client.put(`/api/connections/${body.id}/status`, { status: 'accepted' }), 200);
  await eventually(() => {
    expect(bensRequests.at(-1)).toEqual({ total: 0 });
    expect(anasChanges).toHaveLength(2);
  });
});

it('refuses a handshake without a session, from a pending nurse, or from a foreign Origin', async () => {
  expect(await refusal(socketFor(app.client()))).toBe('not-signed-in');
  expect(await refusal(socketFor((await pendingNurse(app)).client))).toBe('not-signed-in');
  const ana = await nurse();
  expect(await refusal(socketFor(ana.client, { origin: 'https://evil.example' }))).toBe('origin-not-allowed');
  expect(await refusal(socketFor(ana.client, { origin: TEST_APP_URL.replace('http:', 'https:') }))).toBe('origin-not-allowed');
  await connected(socketFor(ana.client));
});

it('closes the tab of the session that signs out, and every tab of a nurse suspended (which ends all her sessions, as a password reset does)', async () => {
  const ana = await nurse();
  const otherBrowser = app.client();
  expectStatus(await otherBrowser.post('/api/auth/login', { email: ana.email, password: ana.password }), 200);
  const [first, second] = [socketFor(ana.client), socketFor(otherBrowser)];
  await Promise.all([connected(first), connected(second)]);

  const firstClosed = disconnected(first);
  expectStatus(await ana.client.post('/api/auth/logout'), 200);
  expect(await firstClosed).toBe('io server disconnect');
  expect(second.connected).toBe(true);

  const secondClosed = disconnected(second);
  await setStatus(admin, ana.id, 'pending');
  expect(await secondClosed).toBe('io server disconnect');
});

/** The reason the socket was closed, or 'still open' when it was not closed within the time given. */
function closedWithin(socket: Socket, ms: number): Promise<string> {
  return Promise.race([disconnected(socket), new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);
}

it('closes a tab whose session ended between the handshake and joining its rooms', async () => {
  for (const end of ['sign-out', 'suspension'] as const) {
    const ana = await nurse();
    const users = app.nest.get(UsersService);
    const findById = users.findById.bind(users);
    // The handshake reads her account once it has found her session: end the session right then.
    jest.spyOn(users, 'findById').mockImplementationOnce(async (id: number) => {
      const account = await findById(id);
      if (end === 'sign-out') expectStatus(await ana.client.post('/api/auth/logout'), 200);
      else await setStatus(admin, ana.id, 'pending');
      return account;
    });
    const tab = socketFor(ana.client);
    expect(await closedWithin(tab, 3000)).toBe('io server disconnect');
  }
});

it('closes a tab when its session expires', async () => {
  const ana = await nurse();
  const sessions = app.nest.get(SessionService);
  const store = app.nest.get<SessionStore>(SESSION_STORE);
  const session = await sessions.resolve('user', ana.client.cookie('sid') ?? null);
  if (!session) throw new Error('No session');
  await store.delete(session.id);
  await store.save({ ...session, expiresAt: new Date(Date.now() + 1500) });

  const tab = socketFor(ana.client);
  await connected(tab);
  expect(await closedWithin(tab, 4000)).toBe('io server disconnect');
});

const withRedis = process.env.TEST_REDIS_URL ? it : it.skip;

withRedis('delivers an event a worker publishes through Redis, as the career plan job does', async () => {
  const ana = await nurse();
  const tab = socketFor(ana.client);
  await connected(tab);
  const plans = collect<{ generationId: number }>(tab, LIVE_EVENTS.plan);
  const redis = new Redis(process.env.TEST_REDIS_URL as string);
  try {
    const worker = new LiveEventsService();
    worker.attach(new Emitter(redis));
    worker.toUsers([ana.id], LIVE_EVENTS.plan, { generationId: 42 });
    await eventually(() => expect(plans).toEqual([{ generationId: 42 }]));
  } finally {
    await redis.quit();
  }
});

withRedis('carries an event raised on one API instance to a socket held by another', async () => {
  const second = await startTestApp({}, app);
  try {
    const [ana, ben] = [await nurse(), await nurse()];
    await connect(ana, ben);
    const bensTab = socketFor(ben.client, { on: second });
    await connected(bensTab);
    const bensMessages = collect<{ content: string }>(bensTab, LIVE_EVENTS.message);
    expectStatus(await ana.client.post('/api/messages', { toUserId: ben.id, content: 'Across instances' }), 201);
    await eventually(() => expect(bensMessages.map((m) => m.content)).toEqual(['Across instances']));

    const closed = disconnected(bensTab);
    expectStatus(await ben.client.post('/api/auth/logout'), 200);
    expect(await closed).toBe('io server disconnect');
  } finally {
    await second.close();
  }
});
