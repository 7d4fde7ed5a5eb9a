import { useRemoteHost } from '@nurse/host';
import { RemoteArea } from './remote-area';
import { remoteLoader } from './remotes';

/** A route whose page is an exposed module of a remote ('mfe_network/MessagesPage'), loaded at run time. */
export function remoteRoute(moduleId: string) {
  const load = remoteLoader(moduleId);
  return function RemoteRoute() {
    return <RemoteArea load={load} host={useRemoteHost()} />;
  };
}
