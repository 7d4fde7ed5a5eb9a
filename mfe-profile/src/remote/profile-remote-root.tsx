import { useState, type ReactNode } from 'react';
import { App, ConfigProvider, clinicalTheme, type RemoteHost } from '@nurse/ui-kit';
import { TIMINGS_MS } from '@nurse/domain';
import { profileApi } from '../features/profile/api/profile-api';
import { RemoteHostContext } from '../features/shared/hooks/useRemoteHost';
import '../features/shared/profile-layout.css';

/** Spec §9 toasts: one at a time, shown for 5 s. */
const NOTIFICATIONS = { maxCount: 1, duration: TIMINGS_MS.toastDuration / 1000, placement: 'topRight' } as const;

interface ProfileRemoteRootProps {
  host: RemoteHost;
  children: ReactNode;
}

/**
 * Everything an exposed page needs around it: the profile API injected into the shell's store before any
 * child subscribes to it (idempotent), as an api on the nurse's session so that a 401 signs her out, the
 * host handle for the session, and the kit's theme and App context for toasts and dialogs (while the kit
 * is not yet shared with the shell, its context does not reach this remote's copy).
 */
export function ProfileRemoteRoot({ host, children }: ProfileRemoteRootProps) {
  useState(() => (host.session ?? host).injectApi(profileApi));
  return (
    <RemoteHostContext.Provider value={host}>
      <ConfigProvider theme={clinicalTheme}>
        <App notification={NOTIFICATIONS}>
          {children}
        </App>
      </ConfigProvider>
    </RemoteHostContext.Provider>
  );
}
