/**
 * A nurse searches her own messages by words: both directions of her conversations, every word
 * (any case, any accents), newest first in pages, never another nurse's messages.
 */
import { MESSAGE_SEARCH, MESSAGE_SEARCH_TEXTS } from '@nurse/domain';
import { INVALID_CURSOR } from '../src/common/page-cursor';
import type { ApiClient } from './support/api-client';
import { adminClient, connect, connectedPair, expectStatus, liveNurse, setStatus, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';
import { SEARCH_WINDOW } from '../src/modules/messaging/message-search.service';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

interface Hit {
  id: number;
  conversation: { userId: number; userName: string; userProfileImage: string | null };
  sender: { id: number; name: string };
  createdAt: string;
  snippet: { text: string; match: boolean }[];
}
interface Page {
  items: Hit[];
  pageSize: number;
  nextCursor: string | null;
}

const send = async (from: Nurse, to: Nurse, content: string) =>
  expectStatus(await from.client.post('/api/messages', { toUserId: to.id, content }), 201).body.id as number;
const search = (who: Nurse, q: string, before?: string) =>
  who.client.get(`/api/messages/search?q=${encodeURIComponent(q)}${before ? `&before=${encodeURIComponent(before)}` : ''}`);
const found = async (who: Nurse, q: string, before?: string): Promise<Page> => expectStatus(await search(who, q, before), 200).body;
const ids = (page: Page) => page.items.map((hit) => hit.id);
const marked = (hit: Hit) => hit.snippet.filter((segment) => segment.match).map((segment) => segment.text);

it('finds her words in what she sent and what she received, with the conversation, the sender and the words marked', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const received = await send(ben, ana, 'Can you cover my NIGHT shift on Friday?');
  const sent = await send(ana, ben, 'Yes, I will take the night shift.');
  await send(ana, ben, 'See you at the handover');

  const page = await found(ana, 'night shift');
  expect(ids(page)).toEqual([sent, received]);
  expect(page.nextCursor).toBeNull();
  expect(page.pageSize).toBe(MESSAGE_SEARCH.pageSize);
  const [mine, theirs] = page.items;
  expect(mine.conversation).toEqual({ userId: ben.id, userName: ben.name, userProfileImage: null });
  expect(mine.sender).toEqual({ id: ana.id, name: ana.name });
  expect(theirs.conversation.userId).toBe(ben.id);
  expect(theirs.sender).toEqual({ id: ben.id, name: ben.name });
  expect(theirs.snippet.map((segment) => segment.text).join('')).toBe('Can you cover my NIGHT shift on Friday?');
  expect(marked(theirs)).toEqual(['NIGHT', 'shift']);
  expect(new Date(theirs.createdAt).getTime()).not.toBeNaN();

  // The same conversation from his side.
  expect(ids(await found(ben, 'NIGHT'))).toEqual([sent, received]);
});

it('needs every word, in any case and with or without accents, also inside longer words', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const both = await send(ben, ana, 'Coffee at the Café after the shift?');
  const one = await send(ben, ana, 'Coffee tomorrow?');

  expect(ids(await found(ana, 'coffee cafe'))).toEqual([both]);
  expect(ids(await found(ana, 'CAFÉ'))).toEqual([both]);
  expect(ids(await found(ana, 'coffee'))).toEqual([one, both]);
  expect(ids(await found(ana, 'shifts'))).toEqual([]);
  expect(ids(await found(ana, 'shif'))).toEqual([both]);
  // Wildcards of SQL are taken as written.
  expect(ids(await found(ana, 'c%e'))).toEqual([]);
});

it("never finds another nurse's messages, even with the same word, nor a conversation across a block", async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const cy = await liveNurse(app, {}, admin);
  await connect(ben, cy);
  const hers = await send(ben, ana, 'The rota for December is out');
  await send(ben, cy, 'The rota for December is out');
  await send(cy, ben, 'Thanks for the rota');

  expect(ids(await found(ana, 'rota'))).toEqual([hers]);
  expect(ids(await found(cy, 'rota December'))).toHaveLength(1);
  expect((await found(cy, 'rota')).items.every((hit) => hit.conversation.userId === ben.id)).toBe(true);

  expectStatus(await ana.client.post(`/api/users/${ana.id}/blocks`, { blockedUserId: ben.id }), 204);
  expect(ids(await found(ana, 'rota'))).toEqual([]);
  expect(ids(await found(ben, 'rota')).includes(hers)).toBe(false);
});

it('does not find a message request she has not accepted, which her sender finds in her own conversations', async () => {
  const [dee, eve] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  for (const nurse of [dee, eve])
    expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { confirmedSpecialties: ['Pediatrics'] }), 200);
  expectStatus(await eve.client.put('/api/settings/contact', { contactPolicy: 'specialty' }), 200);
  const request = await send(dee, eve, 'Hello from the paediatric ward');

  expect(ids(await found(eve, 'paediatric'))).toEqual([]);
  expect(ids(await found(dee, 'paediatric'))).toEqual([request]);
});

it('leaves out a conversation with a nurse who is no longer live, as her conversation list does', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ben, ana, 'Handover notes attached');
  expect(ids(await found(ana, 'handover'))).toEqual([id]);
  await setStatus(admin, ben.id, 'pending');
  expect(ids(await found(ana, 'handover'))).toEqual([]);
  await setStatus(admin, ben.id, 'live');
  expect(ids(await found(ana, 'handover'))).toEqual([id]);
});

it('does not match a message whose text was emptied (deleted)', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const kept = await send(ben, ana, 'Bring the badge tomorrow');
  const deleted = await send(ben, ana, 'Bring the badge today');
  await app.dataSource.query("UPDATE messages SET content = '' WHERE id = ?", [deleted]);
  expect(ids(await found(ana, 'badge'))).toEqual([kept]);
});

it('pages newest first, 20 a page, with a cursor to the next', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const sent: number[] = [];
  for (let index = 0; index < 25; index += 1)
    sent.push(await send(index % 2 ? ana : ben, index % 2 ? ben : ana, `Checklist item ${index}`));
  const newestFirst = [...sent].reverse();

  const first = await found(ana, 'checklist');
  expect(ids(first)).toEqual(newestFirst.slice(0, 20));
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await found(ana, 'checklist', first.nextCursor!);
  expect(ids(second)).toEqual(newestFirst.slice(20));
  expect(second.nextCursor).toBeNull();
});

it('searches her newest messages a window at a time, handing on a cursor to older ones', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const oldest = await send(ben, ana, 'The wound care course link');
  // Enough newer messages she received to fill a window, stored directly: sending them one by one would take minutes.
  const filler = Array.from({ length: SEARCH_WINDOW }, () => [ben.id, ana.id]);
  for (let start = 0; start < filler.length; start += 500) {
    const batch = filler.slice(start, start + 500);
    await app.dataSource.query(
      `INSERT INTO messages (fromUserId, toUserId, content) VALUES ${batch.map(() => "(?, ?, 'Nothing to see here')").join(', ')}`,
      batch.flat(),
    );
  }

  const first = await found(ana, 'wound');
  expect(first.items).toEqual([]);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await found(ana, 'wound', first.nextCursor!);
  expect(ids(second)).toEqual([oldest]);
  expect(second.nextCursor).toBeNull();
});

it('refuses a search shorter than 2 or longer than 100 characters once trimmed, and a bad cursor', async () => {
  const ana = await liveNurse(app, {}, admin);
  for (const url of [
    '/api/messages/search',
    '/api/messages/search?q=',
    '/api/messages/search?q=a',
    `/api/messages/search?q=${encodeURIComponent('   a   ')}`,
    `/api/messages/search?q=${'a'.repeat(MESSAGE_SEARCH.maxLength + 1)}`,
  ]) {
    const res = expectStatus(await ana.client.get(url), 400);
    expect(res.body.message).toBe(MESSAGE_SEARCH_TEXTS.queryLength);
  }
  expectStatus(await ana.client.get(`/api/messages/search?q=${'a'.repeat(MESSAGE_SEARCH.maxLength)}`), 200);
  expectStatus(await ana.client.get(`/api/messages/search?q=${encodeURIComponent('  ab  ')}`), 200);
  const res = expectStatus(await ana.client.get('/api/messages/search?q=shift&before=nonsense'), 400);
  expect(res.body.message).toBe(INVALID_CURSOR);
});

it('answers 401 without a session', async () => {
  expectStatus(await app.client().get('/api/messages/search?q=shift'), 401);
});
