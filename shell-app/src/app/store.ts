import type { User } from '@nurse/api-client';
import { createHost, followOfflineUser, type HostDispatch, type HostState, type HostStore } from '@nurse/host';
import { writeStoredUser } from '../features/session/stored-session';

/**
 * The shell's one store and the host handle given to every remote (the same host code runs the
 * remotes' own dev pages and tests). The signed-in user is mirrored to storage as soon as it changes,
 * and what is kept of her on the device for offline use follows her (deleted when she signs out).
 */
export function createAppStore(options: { storedUser?: User | null; storage?: Storage } = {}) {
  const { storage } = options;
  const created = createHost({
    storedUser: options.storedUser,
    onUserChange: storage
      ? (user) => {
          writeStoredUser(storage, user);
          followOfflineUser(user, () => created.store.getState().session.user);
        }
      : undefined,
  });
  return created;
}

export type AppStore = HostStore;
export type RootState = HostState;
export type AppDispatch = HostDispatch;
