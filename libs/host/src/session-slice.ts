import { createSlice, isFulfilled, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { unauthorizedCall, type User } from '@nurse/api-client';

/** What GET /api/auth/session answered at start: the session's user (null for none), or a failure. */
export type SessionOutcome = { ok: true; user: User | null } | { ok: false; status: number | null };

/**
 * The server session is the authority: its answer replaces the stored user (null signs out), and a
 * failure (offline, server error) keeps the stored user until the server can answer.
 */
export function reconcileStoredUser(stored: User | null, outcome: SessionOutcome): User | null {
  if (outcome.ok) return outcome.user;
  if (outcome.status === 401) return null;
  return stored;
}

/**
 * Signed-in state: who is signed in on this browser, mirrored to localStorage.
 * `checked` turns true once the server has confirmed or refused the session at start.
 * `leaving` is true from the moment she asks to log out: a screen still mounting may then be refused
 * (401), which must not send her to /login instead of the logout's own destination.
 */
export interface SessionState {
  user: User | null;
  checked: boolean;
  leaving: boolean;
}

export const initialSessionState: SessionState = { user: null, checked: false, leaving: false };

/*
 * The slice follows the shell api's calls by action type, without importing the api: RTK Query
 * stays out of the landing page's download and is added to the store by the screens that use it.
 */
export const SHELL_API_PATH = 'shellApi';

function endpointOf(action: UnknownAction): string | null {
  if (!action.type.startsWith(`${SHELL_API_PATH}/`)) return null;
  return (action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName ?? null;
}

/** The calls whose answer is the nurse they signed in (a password sign-in may answer its second step instead). */
const SIGNING_IN = ['login', 'register', 'secondStep', 'passkeySignIn'];

const isUser = (payload: unknown): payload is User =>
  typeof payload === 'object' && payload !== null && typeof (payload as User).id === 'number';

const signedInBy = (action: UnknownAction): action is PayloadAction<User> =>
  isFulfilled(action) && SIGNING_IN.includes(endpointOf(action) ?? '') && isUser(action.payload);

const meAnswered = (action: UnknownAction): action is PayloadAction<User> => isFulfilled(action) && endpointOf(action) === 'me';

/** Calls that may answer 401 for a wrong password or an absent session, rather than an ended one. */
const SIGN_IN_ENDPOINTS = new Set(['login', 'register', 'logout', 'forgotPassword', 'resetPassword', 'secondStep', 'passkeySignIn']);

/**
 * A call of one of the nurse-session apis (the shell's, the profile remote's) refused with 401, me
 * included: the server session ended (logout elsewhere, suspension, expiry).
 */
export function isSessionRefused(action: UnknownAction, sessionApiPaths: ReadonlySet<string>): boolean {
  const call = unauthorizedCall(action, sessionApiPaths);
  return call !== null && !(call.apiPath === SHELL_API_PATH && SIGN_IN_ENDPOINTS.has(call.endpoint));
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.checked = true;
      state.leaving = false;
    },
    signingOut(state) {
      state.leaving = true;
    },
    signedOut(state) {
      state.user = null;
      state.checked = true;
    },
    /** The answer of GET /api/auth/session at start: the server session is the authority. */
    sessionChecked(state, action: PayloadAction<SessionOutcome>) {
      state.user = reconcileStoredUser(state.user, action.payload);
      state.checked = true;
      state.leaving = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(meAnswered, (state, action) => {
        state.user = action.payload;
        state.checked = true;
      })
      .addMatcher(signedInBy, (state, action) => {
        state.user = action.payload;
        state.checked = true;
        state.leaving = false;
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionChecked: (state) => state.checked,
    selectLeaving: (state) => state.leaving,
  },
});

export const { signedIn, signingOut, signedOut, sessionChecked } = sessionSlice.actions;
export const { selectUser, selectSessionChecked, selectLeaving } = sessionSlice.selectors;
