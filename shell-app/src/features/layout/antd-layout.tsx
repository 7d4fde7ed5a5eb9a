import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useRemoteHost, WithApis } from '@nurse/host';
import { AppProviders } from '@nurse/ui-kit';
import { shellApi } from '../../app/api';
import { LoadingArea } from '../remotes/remote-area';

/**
 * The kit's providers (theme, toasts) and the shell's RTK Query api for every screen except the landing
 * page, which stays antd-free to load fast.
 */
export default function AntdLayout() {
  return (
    <AppProviders>
      <WithApis host={useRemoteHost()} apis={[shellApi]}>
        <Suspense fallback={<LoadingArea />}>
          <Outlet />
        </Suspense>
      </WithApis>
    </AppProviders>
  );
}
