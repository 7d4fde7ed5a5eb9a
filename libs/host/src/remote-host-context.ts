import { createContext, useContext } from 'react';
import { useSelector } from 'react-redux';
import type { User } from '@nurse/api-client';
import type { RemoteHost } from '@nurse/federation';

/** The shell's host handle, provided by a remote's root to the screens below it. */
export const RemoteHostContext = createContext<RemoteHost | null>(null);

export function useRemoteHost(): RemoteHost {
  const host = useContext(RemoteHostContext);
  if (!host) throw new Error('useRemoteHost must be used inside a remote root that provides RemoteHostContext');
  return host;
}

const noUser = () => null;

/**
 * The signed-in nurse as the host keeps her, and the way to hand back her updated record. For screens the
 * shell renders only for a signed-in nurse, so they can rely on her being there.
 */
export function useSignedInNurse(): { nurse: User; setNurse: (user: User) => void } {
  const { session } = useRemoteHost();
  const user = useSelector(session?.selectUser ?? noUser);
  if (!user) throw new Error('This screen needs a signed-in nurse');
  return { nurse: user, setNurse: (next: User) => session?.setUser(next) };
}
