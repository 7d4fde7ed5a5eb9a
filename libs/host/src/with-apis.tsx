import { useEffect, useState, type ReactNode } from 'react';
import type { InjectableApi, RemoteHost } from '@nurse/federation';

export interface WithApisProps {
  host: RemoteHost;
  /** Apis on the host's store. */
  apis?: readonly InjectableApi[];
  /** Apis whose calls run on the nurse's session: a 401 from one of them signs her out. */
  sessionApis?: readonly InjectableApi[];
  children: ReactNode;
}

/**
 * A remote root's gate: adds the remote's apis to the host's store in an effect (never during render)
 * and shows the screens once they are there. Adding is idempotent, so later mounts render at once.
 */
export function WithApis({ host, apis = [], sessionApis = [], children }: WithApisProps) {
  const all = [...apis, ...sessionApis];
  const [ready, setReady] = useState(() => all.every((api) => host.hasApi(api.reducerPath)));
  useEffect(() => {
    for (const api of apis) host.injectApi(api);
    for (const api of sessionApis) (host.session ?? host).injectApi(api);
    setReady(true);
    // The apis of a remote are module constants: injecting once per host is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return ready ? <>{children}</> : null;
}
