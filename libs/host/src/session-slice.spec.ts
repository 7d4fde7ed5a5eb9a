import type { UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@nurse/api-client';
import { initialSessionState, sessionSlice } from './session-slice';

/** A fulfilled call of the shell api's endpoint, as RTK Query dispatches it. */
const fulfilled = (endpointName: string, payload: unknown): UnknownAction => ({
  type: 'shellApi/executeMutation/fulfilled',
  payload,
  meta: { requestStatus: 'fulfilled', arg: { endpointName }, requestId: '1', fulfilledTimeStamp: 0, baseQueryMeta: {} },
});

const mary = { id: 7, email: 'mary@example.org', name: 'Mary' } as User;

describe('the session follows sign-ins', () => {
  it.each(['login', 'secondStep', 'passkeySignIn', 'register'])('signs in the user %s answers', (endpoint) => {
    expect(sessionSlice.reducer(initialSessionState, fulfilled(endpoint, mary)).user).toEqual(mary);
  });

  it('stays signed out when her password answers that her code comes next', () => {
    const state = sessionSlice.reducer(initialSessionState, fulfilled('login', { secondStep: 'authenticator-code', message: 'Enter' }));
    expect(state.user).toBeNull();
  });
});
