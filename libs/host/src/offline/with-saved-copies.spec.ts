import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ApiBaseQuery } from '@nurse/api-client';
import { oldestSavedCopy } from './saved-copy-marks';
import { withSavedCopies } from './with-saved-copies';

const saveCopy = jest.fn(async () => undefined);
const readCopy = jest.fn();
jest.mock('./saved-copies', () => ({ saveCopy, readCopy }));

const api = { getState: () => ({ session: { user: { id: 4 } } }) } as unknown as BaseQueryApi;
const answering = (result: Awaited<ReturnType<ApiBaseQuery>>): ApiBaseQuery => jest.fn(async () => result);
const offline = { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } } as Awaited<ReturnType<ApiBaseQuery>>;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  saveCopy.mockClear();
  readCopy.mockReset();
});

describe('withSavedCopies', () => {
  it('keeps a copy of a listed read that succeeds, for the signed-in nurse', async () => {
    const result = await withSavedCopies(answering({ data: [{ id: 1 }] }))('/api/credentials/licences', api, {});
    await flush();
    expect(result).toEqual({ data: [{ id: 1 }] });
    expect(saveCopy).toHaveBeenCalledWith(4, expect.objectContaining({ address: '/api/credentials/licences' }), [{ id: 1 }]);
  });

  it('keeps nothing when she signed out while the answer was on its way', async () => {
    let user: { id: number } | null = { id: 4 };
    const signingOut = { getState: () => ({ session: { user } }) } as unknown as BaseQueryApi;
    const answer: ApiBaseQuery = async () => {
      user = null;
      return { data: [] };
    };
    await withSavedCopies(answer)('/api/credentials/licences', signingOut, {});
    await flush();
    expect(saveCopy).not.toHaveBeenCalled();
  });

  it('keeps nothing of other reads and writes', async () => {
    await withSavedCopies(answering({ data: {} }))('/api/credentials/packets', api, {});
    await withSavedCopies(answering({ data: {} }))({ url: '/api/messages', method: 'POST', body: {} }, api, {});
    await flush();
    expect(saveCopy).not.toHaveBeenCalled();
  });

  it('answers from the saved copy when the network cannot be reached, and marks it as shown', async () => {
    readCopy.mockResolvedValue({ body: { items: ['saved'] }, savedAt: '2026-11-28T14:32:00.000Z' });
    const result = await withSavedCopies(answering(offline))('/api/conversations/4', api, {});
    expect(result).toEqual({ data: { items: ['saved'] } });
    expect(readCopy).toHaveBeenCalledWith(4, '/api/conversations/4');
    expect(oldestSavedCopy(4, (address) => address === '/api/conversations/4')).toBe('2026-11-28T14:32:00.000Z');

    // Back online, the fresh answer replaces the mark.
    await withSavedCopies(answering({ data: { items: [] } }))('/api/conversations/4', api, {});
    expect(oldestSavedCopy(4, (address) => address === '/api/conversations/4')).toBeNull();
  });

  it('passes on a server refusal or a missing copy as the failure it is', async () => {
    const refused = { error: { status: 404, data: { message: 'User not found' } } } as Awaited<ReturnType<ApiBaseQuery>>;
    expect(await withSavedCopies(answering(refused))('/api/messages/4/5', api, {})).toBe(refused);
    readCopy.mockResolvedValue(null);
    const result = await withSavedCopies(answering(offline))('/api/messages/4/5', api, {});
    expect(result).toEqual(offline);
  });
});
