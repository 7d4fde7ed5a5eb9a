/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import type { User } from '@nurse/api-client';
import { OUTBOX_CHANGED } from './outbox-event';
import { offlineKeptHere, outboxWaitingHere } from './offline-flag';
import { openOfflineDb } from './offline-db';
import { deleteOfflineDb, readAccount, saveAccount, sendWaitingMessages } from './offline-store';
import { markRefused, queuedMessages, queueMessage, removeQueued } from './outbox';
import { readCopy, saveCopy } from './saved-copies';
import { savedAddressOf } from './saved-addresses';

// The node environment has no localStorage nor window events; the module reads both.
const stored = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
  window: new EventTarget(),
});

const nurse = (id: number) => ({ id, email: `n${id}@example.com`, name: `Nurse ${id}` }) as User;
const address = (url: string) => {
  const saved = savedAddressOf(url);
  if (!saved) throw new Error(`${url} is not kept`);
  return saved;
};

afterEach(async () => {
  await deleteOfflineDb();
});

describe('saved copies', () => {
  it('keeps the latest copy of a read, only for the nurse who read it', async () => {
    await saveCopy(1, address('/api/credentials/licences'), [{ id: 1 }], new Date('2026-11-28T14:00:00Z'));
    await saveCopy(1, address('/api/credentials/licences'), [{ id: 2 }], new Date('2026-11-28T14:32:00Z'));
    expect(await readCopy(1, '/api/credentials/licences')).toMatchObject({ body: [{ id: 2 }], savedAt: '2026-11-28T14:32:00.000Z' });
    expect(await readCopy(2, '/api/credentials/licences')).toBeNull();
    expect(offlineKeptHere()).toBe(true);
  });

  it('keeps the 50 most recently saved threads', async () => {
    for (let other = 1; other <= 52; other += 1) {
      await saveCopy(7, address(`/api/messages/7/${100 + other}`), { items: [] }, new Date(Date.UTC(2026, 10, 28, 12, other)));
    }
    expect(await readCopy(7, '/api/messages/7/101')).toBeNull();
    expect(await readCopy(7, '/api/messages/7/102')).toBeNull();
    expect(await readCopy(7, '/api/messages/7/103')).not.toBeNull();
    expect(await readCopy(7, '/api/messages/7/152')).not.toBeNull();
  });

  it('counts group threads with pair threads against her 50 latest', async () => {
    for (let other = 1; other <= 50; other += 1) {
      await saveCopy(7, address(`/api/messages/7/${100 + other}`), { items: [] }, new Date(Date.UTC(2026, 10, 28, 12, other)));
    }
    await saveCopy(7, address('/api/groups/3/messages'), { items: [] }, new Date(Date.UTC(2026, 10, 28, 13, 0)));
    await saveCopy(7, address('/api/groups/3'), { id: 3 }, new Date(Date.UTC(2026, 10, 28, 13, 0)));
    expect(await readCopy(7, '/api/messages/7/101')).toBeNull();
    expect(await readCopy(7, '/api/messages/7/102')).not.toBeNull();
    expect(await readCopy(7, '/api/groups/3/messages')).not.toBeNull();
    expect(await readCopy(7, '/api/groups/3')).not.toBeNull();
  });

  it('keeps only plain reads of her conversations and wallet', () => {
    expect(savedAddressOf('/api/conversations/3')?.kind).toBe('conversations');
    expect(savedAddressOf({ url: '/api/messages/3/4', params: undefined })?.kind).toBe('thread');
    expect(savedAddressOf({ url: '/api/messages/3/4', params: { cursor: 'abc' } })).toBeNull();
    expect(savedAddressOf({ url: '/api/messages', method: 'POST' })).toBeNull();
    expect(savedAddressOf('/api/credentials/licences/5/ce-progress')?.kind).toBe('wallet');
    expect(savedAddressOf('/api/credentials/packets')).toBeNull();
    expect(savedAddressOf('/api/groups')?.kind).toBe('groups');
    expect(savedAddressOf('/api/groups/8')?.kind).toBe('group');
    expect(savedAddressOf({ url: '/api/groups/8/messages', params: undefined })?.kind).toBe('thread');
    expect(savedAddressOf({ url: '/api/groups/8/messages', params: { cursor: 'abc' } })).toBeNull();
    expect(savedAddressOf({ url: '/api/groups/8/messages', method: 'POST' })).toBeNull();
    expect(savedAddressOf('/api/groups/8/members')).toBeNull();
    expect(savedAddressOf('/api/credentials/calendar-feed')).toBeNull();
  });
});

describe('the account', () => {
  it('is kept for a start without a connection, and another nurse signing in deletes the first one’s data', async () => {
    await saveAccount(nurse(1));
    await saveCopy(1, address('/api/conversations/1'), { items: [] });
    await queueMessage({ key: 'key-aaaaaaaa', userId: 1, toUserId: 2, content: 'hi' });
    expect((await readAccount())?.id).toBe(1);

    await saveAccount(nurse(2));
    expect((await readAccount())?.id).toBe(2);
    expect(await readCopy(1, '/api/conversations/1')).toBeNull();
    expect(await queuedMessages(1)).toEqual([]);
  });

  it('is gone with everything else once the database is deleted (sign-out)', async () => {
    await saveAccount(nurse(1));
    await saveCopy(1, address('/api/credentials/licences'), []);
    await queueMessage({ key: 'key-aaaaaaaa', userId: 1, toUserId: 2, content: 'hi' });
    await deleteOfflineDb();
    expect(offlineKeptHere()).toBe(false);
    expect(await readAccount()).toBeNull();
    expect(await readCopy(1, '/api/credentials/licences')).toBeNull();
    expect(await queuedMessages(1)).toEqual([]);
  });
});

describe('the send queue', () => {
  it('holds her messages in the order written, even when written in the same millisecond, and tells the page of each change', async () => {
    const changes = jest.fn();
    window.addEventListener(OUTBOX_CHANGED, changes);
    const now = new Date('2026-11-28T14:40:00Z');
    await queueMessage({ key: 'key-first1', userId: 1, toUserId: 2, content: 'first' }, now);
    await queueMessage({ key: 'key-second', userId: 1, toUserId: 3, content: 'second' }, now);
    await queueMessage({ key: 'key-other1', userId: 9, toUserId: 2, content: 'not hers' }, now);
    const queue = await queuedMessages(1);
    expect(queue.map((message) => message.content)).toEqual(['first', 'second']);
    expect(queue[0]?.writtenAt < (queue[1]?.writtenAt ?? '')).toBe(true);

    await markRefused('key-first1', 'You cannot message this nurse.');
    expect((await queuedMessages(1))[0]).toMatchObject({ key: 'key-first1', refusal: 'You cannot message this nurse.' });
    await removeQueued('key-first1');
    expect((await queuedMessages(1)).map((message) => message.key)).toEqual(['key-second']);
    expect(changes).toHaveBeenCalledTimes(5);
    // A start with nothing waiting does not load the queue: the flag goes with the last message.
    expect(outboxWaitingHere()).toBe(true);
    await removeQueued('key-second');
    await removeQueued('key-other1');
    expect(outboxWaitingHere()).toBe(false);
    window.removeEventListener(OUTBOX_CHANGED, changes);
  });

  it('holds her pair and group messages in one queue and sends them in the order written, each to its route with its key', async () => {
    // A record as the queue kept it before groups (no groupId): still a message to one nurse.
    const db = await openOfflineDb();
    await db.put('outbox', { key: 'key-older1', userId: 1, toUserId: 2, content: 'to Bea', writtenAt: '2026-11-28T14:39:00.000Z' });
    const now = new Date('2026-11-28T14:40:00Z');
    await queueMessage({ key: 'key-group1', userId: 1, groupId: 7, content: 'to the ward', patientInformationConfirmed: true }, now);
    await queueMessage({ key: 'key-pair02', userId: 1, toUserId: 3, content: 'to Cleo' }, now);
    expect((await queuedMessages(1)).map((message) => message.key)).toEqual(['key-older1', 'key-group1', 'key-pair02']);

    const posted: { address: string; key: string; body: unknown }[] = [];
    const fetchFn = jest.fn(async (address: string, init: RequestInit) => {
      posted.push({ address, key: (init.headers as Record<string, string>)['Idempotency-Key'] ?? '', body: JSON.parse(String(init.body)) });
      return { ok: true, status: 201, json: async () => ({}) } as Response;
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchFn as unknown as typeof fetch;
    try {
      expect(await sendWaitingMessages(1)).toBe('sent');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(posted).toEqual([
      { address: '/api/messages', key: 'key-older1', body: { fromUserId: 1, toUserId: 2, content: 'to Bea' } },
      { address: '/api/groups/7/messages', key: 'key-group1', body: { content: 'to the ward', patientInformationConfirmed: true } },
      { address: '/api/messages', key: 'key-pair02', body: { fromUserId: 1, toUserId: 3, content: 'to Cleo' } },
    ]);
    expect(await queuedMessages(1)).toEqual([]);
    expect(outboxWaitingHere()).toBe(false);
  });
});
