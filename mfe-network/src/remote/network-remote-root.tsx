import type { ComponentType, ReactNode } from 'react';
import { RemoteHostContext, WithApis } from '@nurse/host';
import type { RemoteHost, RemoteModuleProps } from '@nurse/ui-kit';
import { networkApi } from '../features/shared/api/network-api';
import { useLiveSync } from '../features/shared/hooks/use-live-sync';
import '../features/shared/network-layout.css';

function LiveSync() {
  useLiveSync();
  return null;
}

/**
 * Everything an exposed page needs around it: the network API added to the host's store as an api on
 * the nurse's session (a 401 from it signs her out), the host handle, and the live socket's events
 * refreshing what the page shows. The theme and toasts come from the host's AppProviders.
 */
export function NetworkRemoteRoot({ host, children }: { host: RemoteHost; children: ReactNode }) {
  return (
    <WithApis host={host} sessionApis={[networkApi]}>
      <RemoteHostContext.Provider value={host}>
        <LiveSync />
        {children}
      </RemoteHostContext.Provider>
    </WithApis>
  );
}

/** An exposed page of this remote: the screen inside the remote's root, taking the host from the shell. */
export function networkPage(Screen: ComponentType, displayName: string): ComponentType<RemoteModuleProps> {
  function NetworkPage({ host }: RemoteModuleProps) {
    return (
      <NetworkRemoteRoot host={host}>
        <Screen />
      </NetworkRemoteRoot>
    );
  }
  NetworkPage.displayName = displayName;
  return NetworkPage;
}
