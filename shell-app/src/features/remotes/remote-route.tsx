import { useRemoteHost } from '@nurse/host';
import { RemoteArea } from './remote-area';
import { loadRemoteComponent } from './remotes';

/** A route whose page is an exposed module of a remote ('mfe_network/MessagesPage'), loaded at run time. */
export function remoteRoute(moduleId: string) {
  const load = ({ reload }: { reload: boolean }) => loadRemoteComponent(moduleId, { reload });
  return function RemoteRoute() {
    return <RemoteArea load={load} host={useRemoteHost()} />;
  };
}
