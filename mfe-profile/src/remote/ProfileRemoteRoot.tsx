import { useState, type ReactNode } from 'react';
import { ConfigProvider, notification, theme } from 'antd';
import { clinicalTheme, type RemoteHost } from '@nurse/ui-kit';
import { TIMINGS_MS } from '@nurse/domain';
import { profileApi } from '../features/profile/api/profile-api';
import { NotifyContext } from '../features/shared/hooks/useNotify';
import { RemoteHostContext } from '../features/shared/hooks/useRemoteHost';
import '../features/shared/profile-remote.css';

interface ProfileRemoteRootProps {
  host: RemoteHost;
  children: ReactNode;
}

/**
 * Everything an exposed page needs around it: the profile API injected into the shell's store before
 * any child subscribes to it (host.injectApi is idempotent), the host handle for the session, and this
 * remote's own antd context (antd is not shared with the shell) with the product theme and toasts
 * (spec §9: one at a time, 5 s).
 */
export function ProfileRemoteRoot({ host, children }: ProfileRemoteRootProps) {
  useState(() => host.injectApi(profileApi));
  const [notify, notificationHolder] = notification.useNotification({
    maxCount: 1,
    duration: TIMINGS_MS.toastDuration / 1000,
    placement: 'topRight',
  });
  return (
    <ConfigProvider theme={clinicalTheme}>
      <RemoteHostContext.Provider value={host}>
        <NotifyContext.Provider value={notify}>
          {notificationHolder}
          <ThemedSurface>{children}</ThemedSurface>
        </NotifyContext.Provider>
      </RemoteHostContext.Provider>
    </ConfigProvider>
  );
}

/** Gives this remote's own markup (headings, labels) the theme's font and colours. */
function ThemedSurface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="pf-surface"
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      {children}
    </div>
  );
}
