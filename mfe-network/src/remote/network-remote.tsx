import type { ReactNode } from 'react';
import type { RemotePageSetup } from '@nurse/host';
import { networkApi } from '../features/shared/api/network-api';
import { useLiveSync } from '../features/shared/hooks/use-live-sync';
import '../features/shared/network-layout.css';

/** The live socket's events refreshing what the page shows. */
function LiveSync({ children }: { children: ReactNode }) {
  useLiveSync();
  return <>{children}</>;
}

/** Around every network page: the network API on the nurse's session (a 401 from it signs her out), kept live. */
export const NETWORK_REMOTE: RemotePageSetup = { sessionApis: [networkApi], Frame: LiveSync };
