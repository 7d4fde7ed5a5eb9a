import { useState, type ReactNode } from 'react';
import { ConfigProvider, notification, theme } from 'antd';
import { clinicalTheme, type RemoteHost } from '@nurse/ui-kit';
import { TIMINGS_MS } from '@nurse/domain';
import { adminApi } from '../features/admin/api/admin-api';
import { NotifyContext } from '../features/admin/hooks/useNotify';

interface AdminRemoteRootProps {
  host: RemoteHost;
  children: ReactNode;
}

/**
 * Everything an exposed page needs around it: the admin API injected into the shell's store
 * before any child subscribes to it (host.injectApi is idempotent), and this remote's own antd
 * context (antd is not shared with the shell) with the product theme and toasts.
 */
export function AdminRemoteRoot({ host, children }: AdminRemoteRootProps) {
  useState(() => host.injectApi(adminApi));
  const [notify, notificationHolder] = notification.useNotification({
    maxCount: 1,
    duration: TIMINGS_MS.toastDuration / 1000,
  });
  return (
    <ConfigProvider theme={clinicalTheme}>
      <NotifyContext.Provider value={notify}>
        {notificationHolder}
        <ThemedSurface>{children}</ThemedSurface>
      </NotifyContext.Provider>
    </ConfigProvider>
  );
}

/** Gives this remote's own markup (headings, labels, tables) the theme's font and colours. */
function ThemedSurface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
        background: token.colorBgLayout,
        minHeight: '100%',
      }}
    >
      {children}
    </div>
  );
}
