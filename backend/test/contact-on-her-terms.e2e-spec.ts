/**
 * Contact on her terms: who may start a conversation with her (her connections, or also nurses who
 * share a specialty, as a message request she accepts or declines), read marks and typing only while
 * both nurses show them, and muted conversations that arrive without counting.
 */
import { ERRORS, LIVE_EVENTS } from '@nurse/domain';
import type { ApiClient } from './support/api-client';
import { adminClient, connect, expectStatus, liveNurse, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { collect, useLiveTabs } from './support/live-sockets';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;
const { tabOf } = useLiveTabs(app);

beforeAll(async () => {
  admin = await adminClient(app);
});

async function nurse(specialties: string[] = []): Promise<Nurse> {
  const created = await liveNurse(app, {}, admin);
  if (specialties.length > 0)
    expectStatus(await created.client.put(`/api/users/${created.id}`, { confirmedSpecialties: specialties }), 200);
  return created;
}

const setContact = (who: Nurse, settings: Record<string, unknown>) => who.client.put('/api/settings/contact', settings);
const send = (from: Nurse, to: Nurse, content: string) => from.client.post('/api/messages', { toUserId: to.id, content });
const requestsOf = async (who: Nurse) => expectStatus(await who.client.get('/api/message-requests'), 200).body.items;
const answer = (who: Nurse, sender: Nurse, action: string) => who.client.put(`/api/message-requests/${sender.id}`, { action });
const thread = async (reader: Nurse, other: Nurse) =>
  expectStatus(await reader.client.get(`/api/messages/${reader.id}/${other.id}`), 200).body.items;
const conversations = async (owner: Nurse) => expectStatus(await owner.client.get(`/api/conversations/${owner.id}`), 200).body.items;
const unreadTotal = async (owner: Nurse) => expectStatus(await owner.client.get(`/api/unread-messages/${owner.id}`), 200).body.unreadCount;
const markRead = (reader: Nurse, other: Nurse) => reader.client.put(`/api/messages/read/${other.id}/${reader.id}`);
const typing = (typist: Nurse, other: Nurse) => typist.client.post(`/api/messages/typing/${other.id}`);

/** Ben allows nurses of his specialty; Ana shares it and is not his connection. */
async function specialtyPair(): Promise<[Nurse, Nurse]> {
  const [ana, ben] = [await nurse(['Oncology', 'Pediatrics']), await nurse(['Pediatrics'])];
  expectStatus(await setContact(ben, { contactPolicy: 'specialty' }), 200);
  return [ana, ben];
}

describe('contact settings', () => {
  it('starts at connections only with read receipts on, and changes only the fields given', async () => {
    const ana = await nurse();
    expect(expectStatus(await ana.client.get('/api/settings/contact'), 200).body).toEqual({
      contactPolicy: 'connections',
      readReceipts: true,
    });
    expect(expectStatus(await setContact(ana, { readReceipts: false }), 200).body).toEqual({
      contactPolicy: 'connections',
      readReceipts: false,
    });
    expect(expectStatus(await setContact(ana, { contactPolicy: 'specialty' }), 200).body).toEqual({
      contactPolicy: 'specialty',
      readReceipts: false,
    });
    expect(expectStatus(await ana.client.get('/api/settings/contact'), 200).body).toEqual({
      contactPolicy: 'specialty',
      readReceipts: false,
    });
  });

  it('refuses a policy it does not know and a switch that is not a boolean, saying what to send', async () => {
    const ana = await nurse();
    const badPolicy = expectStatus(await setContact(ana, { contactPolicy: 'everyone' }), 400).body;
    expect(badPolicy).toMatchObject({ message: ERRORS.contactPolicy, errors: [expect.objectContaining({ field: 'contactPolicy' })] });
    const badSwitch = expectStatus(await setContact(ana, { readReceipts: 'yes' }), 400).body;
    expect(badSwitch).toMatchObject({ message: ERRORS.readReceiptsSwitch, errors: [expect.objectContaining({ field: 'readReceipts' })] });
    expectStatus(await setContact(ana, { readReceipts: 1 }), 400);
    expect(expectStatus(await ana.client.get('/api/settings/contact'), 200).body).toEqual({
      contactPolicy: 'connections',
      readReceipts: true,
    });
  });
});

describe('message requests', () => {
  it('refuses a nurse who is not a connection unless her setting admits one who shares a specialty', async () => {
    const [ana, ben] = [await nurse(['Pediatrics']), await nurse(['Pediatrics'])];
    expect(expectStatus(await send(ana, ben, 'Hello'), 403).body.message).toBe(ERRORS.messageOnlyConnections);

    expectStatus(await setContact(ben, { contactPolicy: 'specialty' }), 200);
    const stranger = await nurse(['Oncology']);
    expect(expectStatus(await send(stranger, ben, 'Hello'), 403).body.message).toBe(ERRORS.messageOnlyConnections);
    expect(await requestsOf(ben)).toEqual([]);
  });

  it('keeps a first message as a request that she sees, and lets the sender send nothing more while it waits', async () => {
    const [ana, ben] = await specialtyPair();
    const bensTab = await tabOf(ben);
    const pending = collect<{ pendingCount: number }>(bensTab, LIVE_EVENTS.messageRequests);
    const bensMessages = collect(bensTab, LIVE_EVENTS.message);

    const sent = expectStatus(await send(ana, ben, 'Hi Ben, do you know the paediatric ward at St Mary?'), 201).body;
    expect(sent).toMatchObject({ fromUserId: ana.id, toUserId: ben.id, readAt: null });
    await eventually(() => expect(pending).toEqual([{ pendingCount: 1 }]));

    expect(await requestsOf(ben)).toEqual([
      {
        sender: { id: ana.id, name: ana.name, profilePhoto: null, specialties: ['Oncology', 'Pediatrics'] },
        message: 'Hi Ben, do you know the paediatric ward at St Mary?',
        createdAt: expect.any(String),
      },
    ]);
    // Not in his conversations or unread total until he accepts.
    expect(await conversations(ben)).toEqual([]);
    expect(await unreadTotal(ben)).toBe(0);
    expect(bensMessages).toEqual([]);

    const again = expectStatus(await send(ana, ben, 'Are you there?'), 409).body;
    expect(again).toEqual({ statusCode: 409, message: ERRORS.messageRequestPending });
    expect(expectStatus(await send(ben, ana, 'Hi'), 409).body.message).toBe(ERRORS.messageRequestFromOther);
  });

  it('answers a declined sender exactly as a pending one, and never takes another request from her', async () => {
    const [ana, ben] = await specialtyPair();
    expectStatus(await send(ana, ben, 'Hello'), 201);
    const whilePending = await send(ana, ben, 'Hello again');
    expectStatus(await answer(ben, ana, 'decline'), 204);

    expect(await requestsOf(ben)).toEqual([]);
    const afterDecline = await send(ana, ben, 'Hello again');
    expect({ status: afterDecline.status, body: afterDecline.body }).toEqual({ status: whilePending.status, body: whilePending.body });
    expectStatus(await answer(ben, ana, 'accept'), 404);
    expect(await requestsOf(ben)).toEqual([]);
  });

  it('opens the conversation when she accepts: the first message is in it and both write from then on, without connecting', async () => {
    const [ana, ben] = await specialtyPair();
    expectStatus(await send(ana, ben, 'First words'), 201);
    expectStatus(await answer(ben, ana, 'accept'), 204);

    expect(await requestsOf(ben)).toEqual([]);
    expect(await conversations(ben)).toEqual([expect.objectContaining({ userId: ana.id, lastMessage: 'First words', muted: false })]);
    expect(await unreadTotal(ben)).toBe(1);
    expectStatus(await send(ben, ana, 'Welcome'), 201);
    expectStatus(await send(ana, ben, 'Thanks'), 201);
    expect((await thread(ben, ana)).map((m: { content: string }) => m.content)).toEqual(['First words', 'Welcome', 'Thanks']);
    expect(expectStatus(await ben.client.get(`/api/users/${ben.id}/connection-status/${ana.id}`), 200).body.status).toBe('none');
    expectStatus(await answer(ben, ana, 'accept'), 404);
  });

  it('refuses an answer that is neither accept nor decline, and a request that does not exist', async () => {
    const [ana, ben] = await specialtyPair();
    expectStatus(await send(ana, ben, 'Hello'), 201);
    expect(expectStatus(await answer(ben, ana, 'maybe'), 400).body.message).toBe(ERRORS.messageRequestAction);
    expectStatus(await ben.client.put(`/api/message-requests/${ana.id}`, {}), 400);
    expect(expectStatus(await answer(ana, ben, 'accept'), 404).body.message).toBe(ERRORS.messageRequestNotFound);
    expectStatus(await ben.client.put('/api/message-requests/abc', { action: 'accept' }), 400);
  });

  it('removes a request when she blocks the sender, and keeps it closed once the block is lifted', async () => {
    const [ana, ben] = await specialtyPair();
    expectStatus(await send(ana, ben, 'Buy my course'), 201);
    const bensTab = await tabOf(ben);
    const pending = collect<{ pendingCount: number }>(bensTab, LIVE_EVENTS.messageRequests);

    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
    expect(await requestsOf(ben)).toEqual([]);
    await eventually(() => expect(pending.at(-1)).toEqual({ pendingCount: 0 }));
    expectStatus(await send(ana, ben, 'Hello?'), 403);

    expectStatus(await ben.client.request('DELETE', `/api/users/${ben.id}/blocks/${ana.id}`), 204);
    expect(await requestsOf(ben)).toEqual([]);
    expect(expectStatus(await send(ana, ben, 'Hello?'), 409).body.message).toBe(ERRORS.messageRequestPending);
  });
});

describe('muted conversations', () => {
  it('still delivers and lists a muted conversation, but leaves it out of her unread total', async () => {
    const [ana, ben] = [await nurse(), await nurse()];
    await connect(ana, ben);
    expectStatus(await ben.client.put(`/api/conversations/${ana.id}/mute`), 204);
    expectStatus(await ben.client.put(`/api/conversations/${ana.id}/mute`), 204);
    expect(expectStatus(await ben.client.get('/api/muted-conversations'), 200).body).toEqual({
      items: [{ user: { id: ana.id, name: ana.name, profilePhoto: null } }],
    });

    expectStatus(await send(ana, ben, 'Quiet one'), 201);
    expect(await conversations(ben)).toEqual([
      expect.objectContaining({ userId: ana.id, lastMessage: 'Quiet one', unreadCount: 1, muted: true }),
    ]);
    expect(await unreadTotal(ben)).toBe(0);
    expect(await conversations(ana)).toEqual([expect.objectContaining({ userId: ben.id, muted: false })]);

    expectStatus(await ben.client.request('DELETE', `/api/conversations/${ana.id}/mute`), 204);
    expect(await unreadTotal(ben)).toBe(1);
    expect(expectStatus(await ben.client.get('/api/muted-conversations'), 200).body).toEqual({ items: [] });
  });

  it('refuses to mute a conversation with herself or with no one', async () => {
    const ana = await nurse();
    expectStatus(await ana.client.put(`/api/conversations/${ana.id}/mute`), 400);
    expectStatus(await ana.client.put('/api/conversations/999999999/mute'), 404);
    expectStatus(await ana.client.put('/api/conversations/abc/mute'), 400);
  });
});

describe('read receipts and typing', () => {
  async function writingPair(): Promise<[Nurse, Nurse]> {
    const [ana, ben] = [await nurse(), await nurse()];
    await connect(ana, ben);
    return [ana, ben];
  }

  it('shows when the other read her message only while both show read receipts', async () => {
    const [ana, ben] = await writingPair();
    expectStatus(await setContact(ben, { readReceipts: false }), 200);
    const anasTab = await tabOf(ana);
    const readEvents = collect(anasTab, LIVE_EVENTS.read);

    expectStatus(await send(ana, ben, 'Seen?'), 201);
    expectStatus(await markRead(ben, ana), 200);
    expect((await thread(ana, ben))[0].readAt).toBeNull();
    // Her own view of what she read stays hers.
    expect((await thread(ben, ana))[0].readAt).toEqual(expect.any(String));

    expectStatus(await setContact(ben, { readReceipts: true }), 200);
    expect((await thread(ana, ben))[0].readAt).toEqual(expect.any(String));
    expectStatus(await setContact(ana, { readReceipts: false }), 200);
    expect((await thread(ana, ben))[0].readAt).toBeNull();

    expectStatus(await setContact(ana, { readReceipts: true }), 200);
    expectStatus(await send(ana, ben, 'And this?'), 201);
    expectStatus(await markRead(ben, ana), 200);
    await eventually(() => expect(readEvents).toEqual([{ readerId: ben.id, otherUserId: ana.id }]));
  });

  it('passes typing on only while both show it, at most once per throttle window', async () => {
    const [ana, ben] = await writingPair();
    const bensTab = await tabOf(ben);
    const typingEvents = collect(bensTab, LIVE_EVENTS.typing);

    expectStatus(await setContact(ana, { readReceipts: false }), 200);
    expectStatus(await typing(ana, ben), 204);
    expectStatus(await setContact(ana, { readReceipts: true }), 200);
    expectStatus(await typing(ana, ben), 204);
    expectStatus(await typing(ana, ben), 204);
    await eventually(() => expect(typingEvents).toEqual([{ userId: ana.id }]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(typingEvents).toHaveLength(1);
  });

  it('refuses typing to a nurse she may not write to, to herself and to no one', async () => {
    const [ana, ben] = [await nurse(), await nurse()];
    expectStatus(await typing(ana, ben), 403);
    expectStatus(await typing(ana, ana), 400);
    expectStatus(await ana.client.post('/api/messages/typing/999999999'), 404);
    expectStatus(await ana.client.post('/api/messages/typing/abc'), 400);
  });
});

describe('notifications from messaging', () => {
  /** What messaging raised for her (her account being let in is notified too). */
  const notifications = async (who: Nurse) =>
    (expectStatus(await who.client.get('/api/notifications'), 200).body.items as { category: string; read: boolean }[]).filter((n) =>
      n.category.startsWith('message'),
    );

  it('notifies her of a message unless she muted the conversation, and reads it when she opens the thread', async () => {
    const [ana, ben, cy] = [await nurse(), await nurse(), await nurse()];
    await connect(ana, ben);
    await connect(cy, ben);
    expectStatus(await ben.client.put(`/api/conversations/${cy.id}/mute`), 204);

    expectStatus(await send(ana, ben, 'Hello'), 201);
    expectStatus(await send(cy, ben, 'Muted hello'), 201);
    expect(await notifications(ben)).toEqual([expect.objectContaining({ category: 'message', read: false })]);

    expectStatus(await markRead(ben, ana), 200);
    expect(await notifications(ben)).toEqual([expect.objectContaining({ category: 'message', read: true })]);
  });

  it('notifies her of a message request, and reads it when she answers', async () => {
    const [ana, ben] = await specialtyPair();
    expectStatus(await send(ana, ben, 'Hello'), 201);
    expect(await notifications(ben)).toEqual([expect.objectContaining({ category: 'message-request', read: false })]);
    expectStatus(await answer(ben, ana, 'accept'), 204);
    expect(await notifications(ben)).toEqual([expect.objectContaining({ category: 'message-request', read: true })]);
  });
});

describe('a message request she has not accepted', () => {
  const askToConnect = (from: Nurse, to: Nurse, message = 'We met at the paediatric conference') =>
    from.client.post('/api/connections/request', { userId1: from.id, userId2: to.id, requesterId: from.id, message });

  it('shows the sender no read mark while it waits or once declined, and shows it once accepted', async () => {
    const [ana, ben] = await specialtyPair();
    const readEvents = collect(await tabOf(ana), LIVE_EVENTS.read);
    expectStatus(await send(ana, ben, 'Did you see this?'), 201);

    expectStatus(await markRead(ben, ana), 200);
    expect((await thread(ana, ben))[0].readAt).toBeNull();
    expectStatus(await answer(ben, ana, 'decline'), 204);
    expect((await thread(ana, ben))[0].readAt).toBeNull();
    expect(readEvents).toEqual([]);

    const [cy, dee] = await specialtyPair();
    expectStatus(await send(cy, dee, 'And this one?'), 201);
    expectStatus(await answer(dee, cy, 'accept'), 204);
    expectStatus(await markRead(dee, cy), 200);
    expect((await thread(cy, dee))[0].readAt).toEqual(expect.any(String));
  });

  it('closes the connection request too, with the same answer while it waits and once declined', async () => {
    const [ana, ben] = await specialtyPair();
    expectStatus(await send(ana, ben, 'Hello'), 201);
    const whilePending = await askToConnect(ana, ben);
    expectStatus(await answer(ben, ana, 'decline'), 204);
    const afterDecline = await askToConnect(ana, ben);

    const refused = { status: 409, body: { statusCode: 409, message: ERRORS.connectionAfterMessageRequest } };
    expect({ status: whilePending.status, body: whilePending.body }).toEqual(refused);
    expect({ status: afterDecline.status, body: afterDecline.body }).toEqual(refused);
    expect(expectStatus(await ben.client.get(`/api/users/${ben.id}/connection-requests`), 200).body.items).toEqual([]);
    // She who declined may still ask to connect herself.
    expectStatus(await askToConnect(ben, ana, 'Sorry, I was busy'), 201);
  });
});

describe('where she stands with another nurse, for the Message button', () => {
  const standing = (viewer: Nurse, other: Nurse) => viewer.client.get(`/api/users/${viewer.id}/contact-standing/${other.id}`);

  it('tells a nurse her setting admits that she may write first, and then that her request waits, and nothing of the setting', async () => {
    const [ana, ben] = await specialtyPair();
    const stranger = await nurse(['Oncology']);
    expect(expectStatus(await standing(ana, ben), 200).body).toEqual({ standing: 'request', canMessage: true });
    expect(expectStatus(await standing(stranger, ben), 200).body).toEqual({ standing: 'refused', canMessage: false });

    expectStatus(await send(ana, ben, 'Hello Ben'), 201);
    expect(expectStatus(await standing(ana, ben), 200).body).toEqual({ standing: 'awaiting-answer', canMessage: false });
    expect(expectStatus(await standing(ben, ana), 200).body).toEqual({ standing: 'asked-by-other', canMessage: false });

    const anasEvents = collect<{ pendingCount: number }>(await tabOf(ana), LIVE_EVENTS.messageRequests);
    expectStatus(await answer(ben, ana, 'accept'), 204);
    // Her open thread is told to read her standing again.
    await eventually(() => expect(anasEvents).toEqual([{ pendingCount: 0 }]));
    expect(expectStatus(await standing(ana, ben), 200).body).toEqual({ standing: 'conversation', canMessage: true });
    expect(expectStatus(await standing(ben, ana), 200).body).toEqual({ standing: 'conversation', canMessage: true });
  });

  it('answers only for herself, and not found for no one, herself or a nurse behind a block', async () => {
    const [ana, ben] = await specialtyPair();
    expectStatus(await ana.client.get(`/api/users/${ben.id}/contact-standing/${ana.id}`), 403);
    expectStatus(await ana.client.get(`/api/users/${ana.id}/contact-standing/999999`), 404);
    expect(expectStatus(await standing(ana, ana), 400).body.message).toBe(ERRORS.contactYourself);
    expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
    expect(expectStatus(await standing(ana, ben), 404).body.message).toBe(ERRORS.userNotFound);
  });
});

describe('the Messages badge', () => {
  const badges = async (who: Nurse) => expectStatus(await who.client.get('/api/badges'), 200).body;

  it('counts the message requests waiting for her answer apart from her unread messages, until she answers', async () => {
    const [ana, ben] = await specialtyPair();
    const cy = await nurse(['Pediatrics']);
    expect(await badges(ben)).toMatchObject({ unreadMessages: 0, messageRequests: 0 });
    expectStatus(await send(ana, ben, 'Hello Ben'), 201);
    expectStatus(await send(cy, ben, 'Hi Ben'), 201);
    expect(await badges(ben)).toMatchObject({ unreadMessages: 0, messageRequests: 2 });
    expect(await badges(ana)).toMatchObject({ unreadMessages: 0, messageRequests: 0 });

    expectStatus(await answer(ben, ana, 'accept'), 204);
    expect(await badges(ben)).toMatchObject({ unreadMessages: 1, messageRequests: 1 });
    expectStatus(await answer(ben, cy, 'decline'), 204);
    expect(await badges(ben)).toMatchObject({ unreadMessages: 1, messageRequests: 0 });
  });
});
