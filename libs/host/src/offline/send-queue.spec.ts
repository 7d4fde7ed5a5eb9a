import type { QueuedMessage, QueuedRecipient } from './offline-db';
import { postQueuedMessage, sendQueue, type SendOutcome } from './send-queue';

type Extra = Partial<Pick<QueuedMessage, 'patientInformationConfirmed' | 'writtenAt' | 'refusal'>>;

/** Makes queued messages to one recipient. */
const queuedTo =
  (recipient: QueuedRecipient) =>
  (key: string, extra: Extra = {}): QueuedMessage => ({
    key,
    userId: 1,
    ...recipient,
    content: `text ${key}`,
    writtenAt: '2026-11-28T14:00:00.000Z',
    ...extra,
  });
/** A queued message to nurse 2. */
const message = queuedTo({ toUserId: 2 });
/** A queued message to group 5. */
const groupMessage = queuedTo({ groupId: 5 });

function recordingStore() {
  const removed: string[] = [];
  const refused: [string, string][] = [];
  return {
    removed,
    refused,
    store: {
      remove: async (key: string) => void removed.push(key),
      refuse: async (key: string, reason: string) => void refused.push([key, reason]),
    },
  };
}

describe('sendQueue', () => {
  it('sends every message once, in the order written, each with its own key', async () => {
    const sent: string[] = [];
    const { removed, store } = recordingStore();
    const outcome = await sendQueue(
      [message('a'), message('b'), message('c')],
      async (queued) => {
        sent.push(queued.key);
        return { kind: 'sent' };
      },
      store,
    );
    expect(outcome).toBe('sent');
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(removed).toEqual(['a', 'b', 'c']);
  });

  it('stops at a connection failure and keeps that message and the later ones for the next try', async () => {
    const sent: string[] = [];
    const { removed, store } = recordingStore();
    const answers: SendOutcome[] = [{ kind: 'sent' }, { kind: 'retry-later' }];
    const outcome = await sendQueue(
      [message('a'), message('b'), message('c')],
      async (queued) => {
        sent.push(queued.key);
        return answers.shift() ?? { kind: 'sent' };
      },
      store,
    );
    expect(outcome).toBe('waiting');
    expect(sent).toEqual(['a', 'b']);
    expect(removed).toEqual(['a']);
  });

  it('marks a refused message with the server reason and sends nothing after it', async () => {
    const sent: string[] = [];
    const { removed, refused, store } = recordingStore();
    const outcome = await sendQueue(
      [message('a'), message('b')],
      async (queued) => {
        sent.push(queued.key);
        return { kind: 'refused', message: 'You cannot message this nurse.' };
      },
      store,
    );
    expect(outcome).toBe('refused');
    expect(sent).toEqual(['a']);
    expect(removed).toEqual([]);
    expect(refused).toEqual([['a', 'You cannot message this nurse.']]);
  });

  it('does not pass a message already refused, nor try it again', async () => {
    const send = jest.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    const outcome = await sendQueue([message('a', { refusal: 'Blocked' }), message('b')], send, recordingStore().store);
    expect(outcome).toBe('refused');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends pair and group messages as one queue, in the order written, and a refused group message holds back the pair message after it', async () => {
    const sent: string[] = [];
    const { removed, refused, store } = recordingStore();
    const outcome = await sendQueue(
      [message('a'), groupMessage('b'), message('c'), groupMessage('d'), message('e')],
      async (queued) => {
        sent.push(queued.key);
        return queued.key === 'd' ? { kind: 'refused', message: 'Group not found' } : { kind: 'sent' };
      },
      store,
    );
    expect(outcome).toBe('refused');
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
    expect(removed).toEqual(['a', 'b', 'c']);
    expect(refused).toEqual([['d', 'Group not found']]);
  });
});

describe('postQueuedMessage', () => {
  const answer = (status: number, body: unknown) =>
    jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response);

  it('posts the message with the Idempotency-Key made when she wrote it', async () => {
    const fetchFn = answer(201, { id: 9 });
    expect(await postQueuedMessage(message('key-12345'), fetchFn as unknown as typeof fetch)).toEqual({ kind: 'sent' });
    const [address, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('/api/messages');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345');
    expect(JSON.parse(String(init.body))).toEqual({ fromUserId: 1, toUserId: 2, content: 'text key-12345' });
  });

  it('carries her confirmation that the message holds no patient information', async () => {
    const fetchFn = answer(201, { id: 9 });
    await postQueuedMessage(message('key-6789', { patientInformationConfirmed: true }), fetchFn as unknown as typeof fetch);
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      fromUserId: 1,
      toUserId: 2,
      content: 'text key-6789',
      patientInformationConfirmed: true,
    });
  });

  it('posts a group message to its group, with its key and only what the group route takes', async () => {
    const fetchFn = answer(201, { id: 9, groupId: 5 });
    expect(await postQueuedMessage(groupMessage('key-group01'), fetchFn as unknown as typeof fetch)).toEqual({ kind: 'sent' });
    const [address, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('/api/groups/5/messages');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-group01');
    expect(JSON.parse(String(init.body))).toEqual({ content: 'text key-group01' });
  });

  it('carries her patient-information confirmation with a group message', async () => {
    const fetchFn = answer(201, { id: 9, groupId: 5 });
    await postQueuedMessage(groupMessage('key-group02', { patientInformationConfirmed: true }), fetchFn as unknown as typeof fetch);
    const [, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ content: 'text key-group02', patientInformationConfirmed: true });
  });

  it('reads a group send as a pair send: no answer and 5xx later, a lost answer sent, a 404 (she left the group) refused with its message', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postQueuedMessage(groupMessage('a'), offline as unknown as typeof fetch)).toEqual({ kind: 'retry-later' });
    expect(await postQueuedMessage(groupMessage('a'), answer(502, { message: 'x' }) as unknown as typeof fetch)).toEqual({
      kind: 'retry-later',
    });
    const lost = answer(409, { message: 'The request with this key was carried out, but its answer was lost.' });
    expect(await postQueuedMessage(groupMessage('a'), lost as unknown as typeof fetch)).toEqual({ kind: 'sent' });
    const gone = answer(404, { statusCode: 404, message: 'Group not found' });
    expect(await postQueuedMessage(groupMessage('a'), gone as unknown as typeof fetch)).toEqual({
      kind: 'refused',
      message: 'Group not found',
    });
  });

  it('reads no answer, a 5xx, a 401 and a 429 as "later"', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postQueuedMessage(message('a'), offline as unknown as typeof fetch)).toEqual({ kind: 'retry-later' });
    for (const status of [500, 503, 401, 429]) {
      expect(await postQueuedMessage(message('a'), answer(status, { message: 'x' }) as unknown as typeof fetch)).toEqual({
        kind: 'retry-later',
      });
    }
  });

  it('reads any other 4xx as refused with the server message', async () => {
    const fetchFn = answer(403, { statusCode: 403, message: 'You cannot message this nurse.' });
    expect(await postQueuedMessage(message('a'), fetchFn as unknown as typeof fetch)).toEqual({
      kind: 'refused',
      message: 'You cannot message this nurse.',
    });
  });

  it('reads a 409 saying the message was stored as sent, one saying "still processing" as later, and any other as refused', async () => {
    const lost = answer(409, { message: 'The request with this key was carried out, but its answer was lost.' });
    expect(await postQueuedMessage(message('a'), lost as unknown as typeof fetch)).toEqual({ kind: 'sent' });
    const busy = answer(409, { message: 'A request with this key is still being processed; try again in a moment.' });
    expect(await postQueuedMessage(message('a'), busy as unknown as typeof fetch)).toEqual({ kind: 'retry-later' });
    const pending = answer(409, { message: 'Your message request is waiting for an answer.' });
    expect(await postQueuedMessage(message('a'), pending as unknown as typeof fetch)).toEqual({
      kind: 'refused',
      message: 'Your message request is waiting for an answer.',
    });
  });
});
