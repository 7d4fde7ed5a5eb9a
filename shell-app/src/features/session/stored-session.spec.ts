/** @jest-environment node */
import { createApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from '@nurse/api-client';
import { shellApi } from '../../app/api';
import { createAppStore, type AppStore } from '../../app/store';
import { aUser, MemoryStorage } from '../../test-utils/user';
import { authApi } from '../auth/api/auth-api';
import { sessionChecked } from './session-slice';
import { STORED_USER_KEY, checkServerSession, confirmStoredSession, readStoredSession, reconcileStoredUser } from './stored-session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readStoredSession', () => {
  it('restores the first name kept from an earlier visit', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORED_USER_KEY, JSON.stringify({ firstName: 'Mary' }));
    expect(readStoredSession(storage)).toEqual({ firstName: 'Mary' });
  });

  it('removes the whole account that earlier versions kept', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORED_USER_KEY, JSON.stringify(aUser()));
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('removes a value that cannot be parsed or is not a stored session', () => {
    for (const value of ['{not json', '"hello"', '{"firstName":7}']) {
      const storage = new MemoryStorage();
      storage.setItem(STORED_USER_KEY, value);
      expect(readStoredSession(storage)).toBeNull();
      expect(storage.getItem(STORED_USER_KEY)).toBeNull();
    }
  });

  it('is empty when nothing is stored', () => {
    expect(readStoredSession(new MemoryStorage())).toBeNull();
  });
});

describe('reconcileStoredUser', () => {
  const stored = aUser({ name: 'Old Name' });
  it('takes the server user', () => {
    expect(reconcileStoredUser(stored, { ok: true, user: aUser({ name: 'New Name' }) })?.name).toBe('New Name');
  });
  it('signs out when the server has no session', () => {
    expect(reconcileStoredUser(stored, { ok: true, user: null })).toBeNull();
  });
  it('signs out on 401', () => {
    expect(reconcileStoredUser(stored, { ok: false, status: 401 })).toBeNull();
  });
  it('keeps the stored user when the server cannot answer', () => {
    expect(reconcileStoredUser(stored, { ok: false, status: 503 })).toBe(stored);
    expect(reconcileStoredUser(stored, { ok: false, status: null })).toBe(stored);
  });
});

describe('session at start', () => {
  let fetchSpy: jest.SpyInstance;
  const NodeRequest = globalThis.Request;
  beforeAll(() => {
    // A browser resolves the api's relative URLs against the page; Node needs an origin.
    globalThis.Request = class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
      }
    };
  });
  afterAll(() => {
    globalThis.Request = NodeRequest;
  });
  const stores: AppStore[] = [];
  afterEach(() => {
    fetchSpy.mockRestore();
    // Drops RTK Query's cache timers so that jest can exit.
    stores.splice(0).forEach((store) => store.dispatch(shellApi.util.resetApiState()));
  });

  function start(response: () => Response | Promise<Response>) {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => response());
    const storage = new MemoryStorage();
    storage.setItem(STORED_USER_KEY, JSON.stringify({ firstName: 'Stored' }));
    const { store, host } = createAppStore({ storedUser: aUser({ name: 'Stored Name' }), storage });
    host.injectApi(shellApi);
    stores.push(store);
    return { store, storage, host };
  }

  it('replaces the stored user with the server one', async () => {
    const { store, storage } = start(() => json(200, { user: aUser({ name: 'Server Name', accountStatus: 'live' }) }));
    expect(store.getState().session.user?.name).toBe('Stored Name');
    store.dispatch(sessionChecked(await checkServerSession()));
    expect(store.getState().session).toMatchObject({ checked: true, user: { name: 'Server Name' } });
    expect(JSON.parse(storage.getItem(STORED_USER_KEY) ?? 'null')).toEqual({ firstName: 'Server' });
  });

  it('asks the session endpoint, which answers a visitor without an error', async () => {
    const { store } = start(() => json(200, { user: null }));
    store.dispatch(sessionChecked(await checkServerSession()));
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'include' }));
  });

  it('clears the stored user when the server session is gone', async () => {
    const { store, storage } = start(() => json(200, { user: null }));
    store.dispatch(sessionChecked(await checkServerSession()));
    expect(store.getState().session).toEqual({ checked: true, user: null, leaving: false });
    expect(storage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('keeps the stored user when the answer is not a session', async () => {
    const { store } = start(() => json(200, aUser({ name: 'Not Wrapped' })));
    store.dispatch(sessionChecked(await checkServerSession()));
    expect(store.getState().session.user?.name).toBe('Stored Name');
  });

  it('keeps the stored user when offline', async () => {
    const { store, storage } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    store.dispatch(sessionChecked(await checkServerSession()));
    expect(store.getState().session.user?.name).toBe('Stored Name');
    expect(storage.getItem(STORED_USER_KEY)).not.toBeNull();
  });

  it('follows the api: a 401 from me signs out, a login signs in', async () => {
    const { store, storage } = start(() => json(401, { statusCode: 401, message: 'Please sign in to continue' }));
    await store.dispatch(authApi.endpoints.me.initiate(undefined, { subscribe: false }));
    expect(store.getState().session.user).toBeNull();
    fetchSpy.mockImplementation(async () => json(200, aUser({ name: 'Logged In' })));
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'mary@example.com', password: 'long-enough' }));
    expect(store.getState().session.user?.name).toBe('Logged In');
    expect(JSON.parse(storage.getItem(STORED_USER_KEY) ?? 'null')).toEqual({ firstName: 'Logged' });
  });

  it("signs out on a 401 from a remote api on her session, not from the admin remote's", async () => {
    const { store, storage, host } = start(() => json(401, { statusCode: 401, message: 'Please sign in to continue' }));
    const remoteApi = (reducerPath: string) =>
      createApi({
        reducerPath,
        baseQuery: createBaseQuery(),
        endpoints: (build) => ({ save: build.mutation<unknown, void>({ query: () => ({ url: '/api/users/7', method: 'PUT' }) }) }),
      });
    const adminApi = remoteApi('adminApi');
    const profileApi = remoteApi('profileApi');

    host.injectApi(adminApi);
    await store.dispatch(adminApi.endpoints.save.initiate());
    expect(store.getState().session.user?.name).toBe('Stored Name');

    host.session?.injectApi(profileApi);
    await store.dispatch(profileApi.endpoints.save.initiate());
    expect(store.getState().session.user).toBeNull();
    expect(storage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('lets a remote inject its api into the one store', () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { store, host } = createAppStore();
    const reducer = (state: { ready: boolean } = { ready: true }) => state;
    const middleware = jest.fn(() => (next: (action: unknown) => unknown) => (action: unknown) => next(action));
    host.injectApi({ reducerPath: 'adminApi', reducer, middleware });
    host.injectApi({ reducerPath: 'adminApi', reducer, middleware });
    expect((store.getState() as Record<string, unknown>)['adminApi']).toEqual({ ready: true });
    expect(middleware).toHaveBeenCalledTimes(1);
  });
});

describe('a start without a connection', () => {
  const offline: typeof fetch = async () => {
    throw new TypeError('Failed to fetch');
  };

  it('signs in the nurse kept on the device when the server gives no answer at all', async () => {
    const { store } = createAppStore();
    const kept = aUser({ name: 'Kept Nurse' });
    await confirmStoredSession(store, new MemoryStorage(), offline, async () => kept);
    expect(store.getState().session).toMatchObject({ checked: true, user: { name: 'Kept Nurse' } });
  });

  it('goes to sign-in as before when nothing is kept', async () => {
    const { store } = createAppStore();
    await confirmStoredSession(store, new MemoryStorage(), offline, async () => null);
    expect(store.getState().session).toMatchObject({ checked: true, user: null });
  });

  it('never uses the kept nurse when the server answers that no one is signed in', async () => {
    const { store } = createAppStore();
    const keptUser = jest.fn(async () => aUser());
    await confirmStoredSession(store, new MemoryStorage(), async () => json(401, { message: 'Please sign in' }), keptUser);
    expect(store.getState().session.user).toBeNull();
    expect(keptUser).not.toHaveBeenCalled();
  });
});
