import { useSyncExternalStore } from 'react';
import { onConnectivityChange, seemsOffline } from './connectivity';

/** Whether the page has a connection to the server now, as far as it can tell (connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    onConnectivityChange,
    () => !seemsOffline(),
    () => true,
  );
}
