/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import type { User } from '@nurse/api-client';
import { OUTBOX_CHANGED } from './outbox-event';
import { offlineKeptHere, outboxWaitingHere } from './offline-flag';
import { deleteOfflineDb, readAccount, saveAccount } from './offline-store';
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

  it('keeps only plain reads of her conversations and wallet', () => {
    expect(savedAddressOf('/api/conversations/3')?.kind).toBe('conversations');
    expect(savedAddressOf({ url: '/api/messages/3/4', params: undefined })?.kind).toBe('thread');
    expect(savedAddressOf({ url: '/api/messages/3/4', params: { cursor: 'abc' } })).toBeNull();
    expect(savedAddressOf({ url: '/api/messages', method: 'POST' })).toBeNull();
    expect(savedAddressOf('/api/credentials/licences/5/ce-progress')?.kind).toBe('wallet');
    expect(savedAddressOf('/api/credentials/packets')).toBeNull();
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
});
