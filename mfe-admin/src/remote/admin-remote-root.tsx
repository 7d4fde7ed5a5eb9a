import type { ReactNode } from 'react';
import { WithApis } from '@nurse/host';
import { theme, type RemoteHost } from '@nurse/ui-kit';
import { adminApi } from '../features/admin/api/admin-api';

interface AdminRemoteRootProps {
  host: RemoteHost;
  children: ReactNode;
}

/**
 * Everything an exposed page needs around it: the admin API added to the host's store before any child
 * subscribes to it. The theme and toasts come from the host's AppProviders (the kit is one shared instance).
 */
export function AdminRemoteRoot({ host, children }: AdminRemoteRootProps) {
  return (
    <WithApis host={host} apis={[adminApi]}>
      <ThemedSurface>{children}</ThemedSurface>
    </WithApis>
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
