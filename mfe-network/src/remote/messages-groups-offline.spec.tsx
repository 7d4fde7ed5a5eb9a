import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiCalls } from '@nurse/api-client/testing';
import { followOfflineUser } from '@nurse/host';
import { renderRemote } from '@nurse/host/testing';
import { aNurse } from '../test/a-nurse';
import { serveGroup } from '../test/a-group';
import { NETWORK_PAGES } from './network-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

// The device's queue is kept in IndexedDB (fake-indexeddb here), which copies records with structuredClone:
// jsdom has none, and Node's serializer is the same algorithm.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

describe('MessagesPage: a group message written offline', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
  });

  it('keeps a message written offline on the device as waiting, then sends it to the group with its key; a refusal shows why, with Delete', async () => {
    serveGroup();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderRemote(NETWORK_PAGES, '/messages?groupId=5', { user: aNurse(), live: true });
    const thread = await screen.findByRole('region', { name: 'Group conversation ICU night shift' }, { timeout: 5000 });
    const box = await within(thread).findByRole('textbox', { name: 'Message to ICU night shift' });
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const waiting = (await within(thread).findByText('Waiting to send', {}, { timeout: 5000 })).closest('li') as HTMLElement;
    expect(within(waiting).getByText('On my way')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(apiCalls).not.toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/groups/5/messages' }));

    // Back online, the shell sends the queue: the group refuses it (she was removed meanwhile).
    onLine.mockReturnValue(true);
    const fetchFn = jest.fn(
      async (_address: string, _init: RequestInit) =>
        ({ ok: false, status: 404, json: async () => ({ statusCode: 404, message: 'Group not found' }) }) as Response,
    );
    globalThis.fetch = fetchFn as unknown as typeof fetch;
    act(() => followOfflineUser(aNurse()));
    const refused = (await within(thread).findByText('Not sent: Group not found', {}, { timeout: 5000 })).closest('li') as HTMLElement;
    expect(within(refused).getByText('On my way')).toBeTruthy();
    const [address, init] = fetchFn.mock.calls[0] ?? [];
    expect(address).toBe('/api/groups/5/messages');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'On my way' });

    fireEvent.click(within(refused).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(thread).queryByText('On my way')).toBeNull());
  });
});
