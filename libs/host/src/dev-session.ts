import { useEffect } from 'react';
import { API_PATHS, type User } from '@nurse/api-client';
import type { RemoteHost } from '@nurse/federation';

/**
 * A remote's standalone dev page signs in through the shell's session cookie (sign in on the API
 * first): the nurse the server knows becomes the host's signed-in user.
 */
export function useDevPageSession(host: RemoteHost): void {
  useEffect(() => {
    fetch(API_PATHS.me, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<User>) : null))
      .then((user) => {
        if (user) host.session?.setUser(user);
      })
      .catch((error: unknown) => console.error('Could not read the session', error));
  }, [host]);
}
