import type { ReactNode } from 'react';
import { WithApis } from '@nurse/host';
import type { RemoteHost } from '@nurse/ui-kit';
import { profileApi } from '../features/profile/api/profile-api';
import { RemoteHostContext } from '../features/shared/hooks/use-remote-host';
import '../features/shared/profile-layout.css';

interface ProfileRemoteRootProps {
  host: RemoteHost;
  children: ReactNode;
}

/**
 * Everything an exposed page needs around it: the profile API added to the host's store as an api on
 * the nurse's session (a 401 from it signs her out), and the host handle for the session. The theme and
 * toasts come from the host's AppProviders: the kit is one shared instance.
 */
export function ProfileRemoteRoot({ host, children }: ProfileRemoteRootProps) {
  return (
    <WithApis host={host} sessionApis={[profileApi]}>
      <RemoteHostContext.Provider value={host}>{children}</RemoteHostContext.Provider>
    </WithApis>
  );
}
