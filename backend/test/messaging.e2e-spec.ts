/**
 * Private messages between connected live nurses: threads, read marks, conversation summaries and
 * unread counts, and who may read or write what.
 */
import { ERRORS, LIMITS } from '@nurse/domain';
import { IsNull } from 'typeorm';
import { ConversationEntity } from '../src/modules/messaging/entities/conversation.entity';
import { MessageEntity } from '../src/modules/messaging/entities/message.entity';
import type { ApiClient } from './support/api-client';
import {
  adminClient,
  connect,
  connectedPair,
  expectStatus,
  liveNurse,
  pendingNurse,
  setStatus,
  walkPages,
  type Nurse,
} from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const nurse = () => liveNurse(app, {}, admin);

const connected = () => connectedPair(app, admin);

const send = (from: Nurse, to: Nurse, content: string) =>
  from.client.post('/api/messages', { fromUserId: from.id, toUserId: to.id, content });
const thread = async (reader: Nurse, other: Nurse, query = '') =>
  expectStatus(await reader.client.get(`/api/messages/${reader.id}/${other.id}?${query}`), 200).body;
const unread = async (owner: Nurse) => expectStatus(await owner.client.get(`/api/unread-messages/${owner.id}`), 200).body.unreadCount;
const unreadFrom = async (owner: Nurse, other: Nurse) =>
  expectStatus(await owner.client.get(`/api/conversation-unread/${other.id}/${owner.id}`), 200).body.unreadCount;
const conversations = async (owner: Nurse, query = '') =>
  expectStatus(await owner.client.get(`/api/conversations/${owner.id}?${query}`), 200).body;
const markRead = (reader: Nurse, other: Nurse) => reader.client.put(`/api/messages/read/${other.id}/${reader.id}`);

it('sends a message that both see in the thread, in the order sent, and stores it as written', async () => {
  const [ana, ben] = await connected();
  const { body: sent } = expectStatus(await send(ana, ben, 'Are you on shift tomorrow?\nI can swap.'), 201);
  expect(sent).toMatchObject({
    ok: true,
    fromUserId: ana.id,
    toUserId: ben.id,
    content: 'Are you on shift tomorrow?\nI can swap.',
    readAt: null,
  });
  expectStatus(await send(ben, ana, 'Yes, nights.'), 201);

  for (const [reader, other] of [
    [ana, ben],
    [ben, ana],
  ]) {
    expect((await thread(reader, other)).items.map((m: { content: string }) => m.content)).toEqual([
      'Are you on shift tomorrow?\nI can swap.',
      'Yes, nights.',
    ]);
  }
  const stored = await app.dataSource.getRepository(MessageEntity).findOneByOrFail({ id: sent.id });
  expect(stored).toMatchObject({ fromUserId: ana.id, toUserId: ben.id, content: 'Are you on shift tomorrow?\nI can swap.' });
});

it('counts unread messages per conversation and in all, until the recipient reads them', async () => {
  const [ana, ben] = await connected();
  const cy = await nurse();
  await connect(cy, ben);
  for (const text of ['one', 'two', 'three']) expectStatus(await send(ana, ben, text), 201);
  expectStatus(await send(cy, ben, 'hello'), 201);

  expect(await unread(ben)).toBe(4);
  expect(await unreadFrom(ben, ana)).toBe(3);
  expect(await unreadFrom(ben, cy)).toBe(1);
  expect(await unread(ana)).toBe(0);

  // Only the recipient's read mark counts: Ana reading her side changes nothing for Ben.
  expectStatus(await markRead(ana, ben), 200);
  expect(await unread(ben)).toBe(4);
  expect(expectStatus(await markRead(ben, ana), 200).body).toEqual({ marked: 3, unreadCount: 0 });
  expect(await unread(ben)).toBe(1);
  expect(await unreadFrom(ben, ana)).toBe(0);
  expect((await thread(ana, ben)).items.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
  expect(await app.dataSource.getRepository(MessageEntity).countBy({ toUserId: ben.id, fromUserId: cy.id, readAt: IsNull() })).toBe(1);
});

it('lists conversations most recent first with the last message and the other nurse', async () => {
  const [ana, ben] = await connected();
  const cy = await nurse();
  await connect(cy, ana);
  expectStatus(await send(ben, ana, 'from Ben'), 201);
  expectStatus(await send(cy, ana, 'from Cy'), 201);
  expectStatus(await send(ana, ben, 'to Ben, last'), 201);

  const { items } = await conversations(ana);
  expect(items).toEqual([
    {
      userId: ben.id,
      userName: ben.name,
      userProfileImage: null,
      deletedMember: false,
      lastMessage: 'to Ben, last',
      lastMessageTime: expect.any(String),
      unreadCount: 1,
      muted: false,
    },
    {
      userId: cy.id,
      userName: cy.name,
      userProfileImage: null,
      deletedMember: false,
      lastMessage: 'from Cy',
      lastMessageTime: expect.any(String),
      unreadCount: 1,
      muted: false,
    },
  ]);
  expect(Number.isNaN(Date.parse(items[0].lastMessageTime))).toBe(false);
  const pages = await walkPages(async (cursor) => conversations(ana, `pageSize=1${cursor}`));
  expect(pages.map((page) => page.items.map((c: { userId: number }) => c.userId))).toEqual([[ben.id], [cy.id]]);
  expect(await app.dataSource.getRepository(ConversationEntity).countBy({ ownerId: ana.id })).toBe(2);
});

it('pages a thread from the latest back', async () => {
  const [ana, ben] = await connected();
  for (let i = 1; i <= 5; i += 1) expectStatus(await send(i % 2 ? ana : ben, i % 2 ? ben : ana, `message ${i}`), 201);
  const pages = await walkPages(async (cursor) => thread(ana, ben, `pageSize=2${cursor}`));
  expect(pages.map((page) => page.items.map((m: { content: string }) => m.content))).toEqual([
    ['message 4', 'message 5'],
    ['message 2', 'message 3'],
    ['message 1'],
  ]);
});

it('sends only between connections, and only as the signed-in nurse', async () => {
  const [ana, ben] = await connected();
  const stranger = await nurse();
  expect(expectStatus(await send(ana, stranger, 'hi'), 403).body.message).toBe(ERRORS.messageOnlyConnections);
  expect(expectStatus(await send(stranger, ana, 'hi'), 403).body.message).toBe(ERRORS.messageOnlyConnections);
  expectStatus(await stranger.client.post('/api/messages', { fromUserId: ana.id, toUserId: ben.id, content: 'as Ana' }), 403);
  expectStatus(await ana.client.post('/api/messages', { toUserId: 999_999_999, content: 'hi' }), 404);
  expect(await app.dataSource.getRepository(MessageEntity).countBy({ toUserId: ben.id })).toBe(0);

  // Reading or marking another pair's thread is refused.
  expectStatus(await stranger.client.get(`/api/messages/${ana.id}/${ben.id}`), 403);
  expectStatus(await stranger.client.put(`/api/messages/read/${ana.id}/${ben.id}`), 403);
  expectStatus(await stranger.client.get(`/api/conversations/${ana.id}`), 403);
  expectStatus(await stranger.client.get(`/api/unread-messages/${ana.id}`), 403);
  expectStatus(await stranger.client.get(`/api/conversation-unread/${ana.id}/${ben.id}`), 403);
});

it('refuses blank and overlong messages with a message that says why', async () => {
  const [ana, ben] = await connected();
  expect(expectStatus(await send(ana, ben, ' \n\t '), 400).body.message).toBe(ERRORS.messageBlank);
  expect(expectStatus(await send(ana, ben, 'x'.repeat(LIMITS.messageMax + 1)), 400).body.message).toBe(ERRORS.messageTooLong);
  expectStatus(await send(ana, ben, 'x'.repeat(LIMITS.messageMax)), 201);
});

it('cannot message or be messaged while the account is not live, and drops such nurses from lists and counts', async () => {
  const [ana, ben] = await connected();
  expectStatus(await send(ben, ana, 'before'), 201);
  await setStatus(admin, ben.id, 'pending');
  expect(expectStatus(await send(ana, ben, 'hi'), 403).body.message).toBe(ERRORS.nurseUnavailable);
  // Suspension ends her sessions; signed in again while pending, she is still refused.
  expectStatus(await send(ben, ana, 'hi'), 401);
  expectStatus(await ben.client.post('/api/auth/login', { email: ben.email, password: ben.password }), 200);
  expect(expectStatus(await send(ben, ana, 'hi'), 403).body.message).toBe(ERRORS.waitlistOnly);
  expect((await conversations(ana)).items).toEqual([]);
  expect(await unread(ana)).toBe(0);
  const waiting = await pendingNurse(app);
  expectStatus(await waiting.client.get(`/api/unread-messages/${waiting.id}`), 403);
});
