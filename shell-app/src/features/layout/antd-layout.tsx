import { Suspense } from 'react';
import { App, ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { TIMINGS_MS } from '@nurse/domain';
import { clinicalTheme, useNotificationRegion } from '@nurse/ui-kit';
import { shellApi } from '../../app/api';
import { useRemoteHost } from '../../app/hooks';
import { LoadingArea } from '../remotes/remote-area';

/** Toasts: one at a time, shown for 5000 ms. */
export const TOAST_CONFIG = { maxCount: 1, duration: TIMINGS_MS.toastDuration / 1000, placement: 'topRight' } as const;

/** antd theme and toasts for every screen except the landing page, which stays antd-free to load fast. */
export function AntdProviders({ children }: { children: React.ReactNode }) {
  const { region, getContainer } = useNotificationRegion();
  return (
    <ConfigProvider theme={clinicalTheme}>
      {region}
      <App notification={{ ...TOAST_CONFIG, getContainer }}>{children}</App>
    </ConfigProvider>
  );
}

/** Adds the shell's RTK Query api to the store before the screens below use it (idempotent). */
export function useShellApi(): void {
  useRemoteHost().injectApi(shellApi);
}

export default function AntdLayout() {
  useShellApi();
  return (
    <AntdProviders>
      <Suspense fallback={<LoadingArea />}>
        <Outlet />
      </Suspense>
    </AntdProviders>
  );
}
