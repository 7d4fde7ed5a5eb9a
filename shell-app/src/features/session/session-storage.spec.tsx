import { createApi, type BaseQueryFn, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { createAppStore } from '../../app/store';
import { aUser } from '../../test-utils/user';
import { RequireUser } from './components/require-user';
import { sessionChecked, signedIn } from './session-slice';
import { STORED_USER_KEY, confirmStoredSession, readStoredSession } from './stored-session';

/** A nurse whose account carries everything a shared computer must not keep. */
const nurse = aUser({
  name: 'Mary Seacole',
  firstName: 'Mary',
  email: 'mary.seacole@example.org',
  phone: '(555) 123-4567',
  licenseNumber: 'RN-998877',
  ncsbnId: '12345678',
  accountStatus: 'live',
  onboardingCompleted: true,
});

/** A remote's api on her session whose every call the server refuses with 401. */
const refusingApi = createApi({
  reducerPath: 'refusingApi',
  baseQuery: (async () => ({ error: { status: 401, data: { statusCode: 401, message: 'Please sign in to continue' } } })) as BaseQueryFn<
    string,
    unknown,
    FetchBaseQueryError
  >,
  endpoints: (build) => ({ threads: build.query<unknown, void>({ query: () => '/api/messages' }) }),
});

function everythingStored(): string {
  return Object.keys(window.localStorage)
    .map((key) => `${key}=${window.localStorage.getItem(key)}`)
    .join('\n');
}

afterEach(() => window.localStorage.clear());

describe('what the browser keeps of her session', () => {
  it('keeps her first name only: no email, phone, licence number or NCSBN id', () => {
    const { store } = createAppStore({ storage: window.localStorage });
    store.dispatch(signedIn(nurse));
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? 'null')).toEqual({ firstName: 'Mary' });
    const stored = everythingStored();
    for (const detail of [nurse.email, nurse.phone, nurse.licenseNumber, nurse.ncsbnId, 'Seacole']) expect(stored).not.toContain(detail);
  });

  it('is cleared by a 401 from an api on her session, the server having ended it', async () => {
    const { store, host } = createAppStore({ storage: window.localStorage });
    store.dispatch(signedIn(nurse));
    host.session?.injectApi(refusingApi);
    await store.dispatch(refusingApi.endpoints.threads.initiate(undefined, { subscribe: false }));
    expect(store.getState().session.user).toBeNull();
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('is cleared when the server answers at start that the session is gone (401)', () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ firstName: 'Mary' }));
    const { store } = createAppStore({ storage: window.localStorage });
    store.dispatch(signedIn(nurse));
    store.dispatch(sessionChecked({ ok: false, status: 401 }));
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('is cleared at the start of a page when the server answers 401, though the store had no account to drop', async () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ firstName: 'Mary' }));
    const { store } = createAppStore({ storage: window.localStorage });
    const refused = async () => ({ ok: false, status: 401, json: async () => ({ statusCode: 401 }) }) as unknown as Response;
    await confirmStoredSession(store, window.localStorage, refused);
    expect(store.getState().session).toMatchObject({ checked: true, user: null });
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('keeps her first name only, from the server answer at the start of a page', async () => {
    const { store } = createAppStore({ storage: window.localStorage });
    const answered = async () => ({ ok: true, status: 200, json: async () => ({ user: nurse }) }) as unknown as Response;
    await confirmStoredSession(store, window.localStorage, answered);
    expect(store.getState().session.user?.email).toBe(nurse.email);
    expect(JSON.parse(window.localStorage.getItem(STORED_USER_KEY) ?? 'null')).toEqual({ firstName: 'Mary' });
  });

  it('greets her by the kept first name while the server confirms the session, without the account in the store', () => {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(nurse));
    expect(readStoredSession(window.localStorage)).toBeNull();
    expect(window.localStorage.getItem(STORED_USER_KEY)).toBeNull();

    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify({ firstName: 'Mary' }));
    const storedSession = readStoredSession(window.localStorage);
    const { store } = createAppStore({ storage: window.localStorage });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route element={<RequireUser storedSession={storedSession} />}>
              <Route path="/dashboard" element={<p>Dashboard</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Welcome back, Mary. Checking your session...');
    expect(store.getState().session.user).toBeNull();
  });
});
