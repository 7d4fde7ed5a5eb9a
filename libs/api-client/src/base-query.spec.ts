import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from './base-query';
import { httpStatusOf, isNetworkError, readErrorMessage } from './errors';
import { parseRemotesManifest } from './remotes-manifest';

describe('readErrorMessage', () => {
  const fallback = 'Login failed';

  it('prefers the message of a JSON body', () => {
    expect(readErrorMessage({ status: 401, data: { statusCode: 401, message: 'Invalid email or password' } }, fallback)).toBe(
      'Invalid email or password',
    );
  });

  it('reads a JSON message that arrived as text', () => {
    expect(readErrorMessage({ status: 'PARSING_ERROR', originalStatus: 400, data: '{"message":"Bad token"}' }, fallback)).toBe('Bad token');
  });

  it('uses the raw text when the body is not JSON', () => {
    expect(readErrorMessage({ status: 502, data: 'Upstream is down' }, fallback)).toBe('Upstream is down');
  });

  it('falls back to the status text when the body says nothing', () => {
    expect(readErrorMessage({ status: 503, data: '', statusText: 'Service Unavailable' }, fallback)).toBe('Service Unavailable');
    expect(readErrorMessage({ status: 500, data: { statusCode: 500 }, statusText: 'Internal Server Error' }, fallback)).toBe(
      'Internal Server Error',
    );
  });

  it('uses the fallback otherwise', () => {
    expect(readErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, fallback)).toBe(fallback);
    expect(readErrorMessage(undefined, fallback)).toBe(fallback);
    expect(readErrorMessage({ status: 500, data: { message: '   ' } }, fallback)).toBe(fallback);
  });

  it('joins a list of messages', () => {
    expect(readErrorMessage({ status: 400, data: { message: ['a is wrong', 'b is wrong'] } }, fallback)).toBe('a is wrong. b is wrong');
  });
});

describe('error helpers', () => {
  it('tells network failures from HTTP failures', () => {
    expect(isNetworkError({ status: 'FETCH_ERROR', error: 'x' })).toBe(true);
    expect(isNetworkError({ status: 500, data: null })).toBe(false);
    expect(httpStatusOf({ status: 409, data: null })).toBe(409);
    expect(httpStatusOf({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' })).toBe(502);
    expect(httpStatusOf({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
  });
});

describe('createBaseQuery', () => {
  function setup(response: () => Response) {
    const calls: Request[] = [];
    const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
      calls.push(input as Request);
      return response();
    }) as unknown as typeof fetch;
    const api = createApi({
      baseQuery: createBaseQuery({ baseUrl: 'http://localhost', fetchFn }),
      endpoints: (build) => ({ me: build.query<unknown, void>({ query: () => '/api/auth/me' }) }),
    });
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (gdm) => gdm().concat(api.middleware) });
    return { api, store, calls };
  }

  it('sends cookies and keeps the status text of a failure', async () => {
    const { api, store, calls } = setup(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const result = await store.dispatch(api.endpoints.me.initiate());
    expect(calls[0]?.credentials).toBe('include');
    expect(readErrorMessage(result.error, 'fallback')).toBe('Service Unavailable');
  });

  it('parses JSON error bodies', async () => {
    const { api, store } = setup(
      () =>
        new Response(JSON.stringify({ statusCode: 401, message: 'Please sign in to continue' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const result = await store.dispatch(api.endpoints.me.initiate());
    expect(httpStatusOf(result.error)).toBe(401);
    expect(readErrorMessage(result.error, 'fallback')).toBe('Please sign in to continue');
  });
});

describe('parseRemotesManifest', () => {
  it('keeps well-formed entries', () => {
    expect(
      parseRemotesManifest({ remotes: [{ name: 'mfe_admin', entry: '/remotes/mfe-admin/remoteEntry.js', extra: 1 }, { name: 'x' }] }),
    ).toEqual({ remotes: [{ name: 'mfe_admin', entry: '/remotes/mfe-admin/remoteEntry.js' }] });
  });

  it('rejects a manifest without a list', () => {
    expect(() => parseRemotesManifest({})).toThrow();
    expect(() => parseRemotesManifest(null)).toThrow();
  });
});
