import type { User } from '@nurse/api-client';
import { createHost, signedOut } from '@nurse/host';

/**
 * The standalone dev page and the screen tests run the profile pages on the shell's own host code: the
 * same store, session and api injection, so a 401 on her session signs her out here too.
 */
export function createStandaloneHost(options: { user?: User | null } = {}) {
  const { store, host } = createHost({ storedUser: options.user ?? null });
  return {
    store,
    host,
    currentUser: () => store.getState().session.user,
    signOut: () => store.dispatch(signedOut()),
  };
}
