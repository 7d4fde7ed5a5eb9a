import { useState, type ReactNode } from 'react';
import type { RemoteHost } from '@nurse/ui-kit';
import { profileApi } from '../features/profile/api/profile-api';
import { RemoteHostContext } from '../features/shared/hooks/useRemoteHost';
import { ToastProvider } from '../features/shared/ui/Toasts';
import '../features/shared/profile-remote.css';

interface ProfileRemoteRootProps {
  host: RemoteHost;
  children: ReactNode;
}

/**
 * Everything an exposed page needs around it: the profile API injected into the shell's store before any
 * child subscribes to it (idempotent), as an api on the nurse's session so that a 401 signs her out, the
 * host handle for the session, and toasts.
 */
export function ProfileRemoteRoot({ host, children }: ProfileRemoteRootProps) {
  useState(() => (host.session ?? host).injectApi(profileApi));
  return (
    <RemoteHostContext.Provider value={host}>
      <ToastProvider>
        <div className="pf-surface">{children}</div>
      </ToastProvider>
    </RemoteHostContext.Provider>
  );
}
