import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { HostProviders } from '@nurse/host';
import type { RemoteModuleProps } from '@nurse/ui-kit';
import { createStandaloneHost } from '../dev/standalone-host';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** Renders the exposed pages the way the shell does: its host store and providers, a router, the host handle. */
export function renderRemote(
  pages: { login: (props: RemoteModuleProps) => ReactElement; dashboard: (props: RemoteModuleProps) => ReactElement },
  initialPath: string,
) {
  const { store, host } = createStandaloneHost();
  const Login = pages.login;
  const Dashboard = pages.dashboard;
  const utils = render(
    <HostProviders store={store}>
      <MemoryRouter initialEntries={[initialPath]}>
        <CurrentPath />
        <Routes>
          <Route path={ROUTES.adminLogin} element={<Login host={host} />} />
          <Route path={ROUTES.admin} element={<Dashboard host={host} />} />
          <Route path="*" element={<p>Main site</p>} />
        </Routes>
      </MemoryRouter>
    </HostProviders>,
  );
  return { ...utils, store, currentPath: () => utils.getByTestId('current-path').textContent };
}
