import { createContext, useContext } from 'react';
import type { RemoteHost } from '@nurse/ui-kit';

/** The shell's host handle, provided by the remote's root to the screens below it. */
export const RemoteHostContext = createContext<RemoteHost | null>(null);

export function useRemoteHost(): RemoteHost {
  const host = useContext(RemoteHostContext);
  if (!host) throw new Error('useRemoteHost must be used inside NetworkRemoteRoot');
  return host;
}
