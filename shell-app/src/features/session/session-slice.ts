import { createSlice, isAnyOf, isRejectedWithValue, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { httpStatusOf, type User } from '@nurse/api-client';
import { authApi } from '../auth/api/auth-api';
import { reconcileStoredUser } from './stored-session';

/**
 * Signed-in state (spec §4): who is signed in on this browser, mirrored to localStorage.
 * `checked` turns true once the server has confirmed or refused the session at start.
 */
export interface SessionState {
  user: User | null;
  checked: boolean;
}

/** Calls that may answer 401 for a wrong password or an absent session, rather than an ended one. */
const SIGN_IN_ENDPOINTS = new Set(['me', 'login', 'register', 'logout', 'forgotPassword', 'resetPassword']);

/** A signed-in call refused with 401: the server session ended (logout elsewhere, suspension, expiry). */
function isSessionRefused(action: UnknownAction): boolean {
  if (!isRejectedWithValue(action) || !action.type.startsWith('shellApi/')) return false;
  const endpointName = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '';
  return httpStatusOf(action.payload) === 401 && !SIGN_IN_ENDPOINTS.has(endpointName);
}

export const initialSessionState: SessionState = { user: null, checked: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.checked = true;
    },
    signedOut(state) {
      state.user = null;
      state.checked = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, action) => {
        state.user = reconcileStoredUser(state.user, { ok: true, user: action.payload });
        state.checked = true;
      })
      .addMatcher(authApi.endpoints.me.matchRejected, (state, action) => {
        if (action.meta.condition) return; // skipped as a duplicate request, not an answer
        state.user = reconcileStoredUser(state.user, { ok: false, status: httpStatusOf(action.payload) });
        state.checked = true;
      })
      .addMatcher(isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled), (state, action) => {
        state.user = action.payload;
        state.checked = true;
      })
      // A session that ended on the server (logout elsewhere, suspension, expiry) signs out here too.
      .addMatcher(isSessionRefused, (state) => {
        state.user = null;
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionChecked: (state) => state.checked,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectUser, selectSessionChecked } = sessionSlice.selectors;
