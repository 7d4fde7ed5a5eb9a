import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@nurse/api-client';
import { ROUTES } from '@nurse/domain';
import { HostProviders } from '@nurse/host';
import { ConfigProvider, JSDOM_THEME } from '@nurse/ui-kit';
import { createStandaloneHost } from '../dev/standalone-host';
import OnboardingPage from '../remote/onboarding-page';
import ProfilePage from '../remote/profile-page';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** Renders the exposed pages the way the shell does: one store with the session, a router, the host. */
export function renderRemote(initialPath: string, user: User | null) {
  const { store, host, currentUser } = createStandaloneHost({ user });
  const utils = render(
    <ConfigProvider theme={JSDOM_THEME}>
      <HostProviders store={store}>
        <MemoryRouter initialEntries={[initialPath]}>
          <CurrentPath />
          <Routes>
            <Route path={ROUTES.onboarding} element={<OnboardingPage host={host} />} />
            <Route path={ROUTES.profile} element={<ProfilePage host={host} />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </HostProviders>
    </ConfigProvider>,
  );
  return { ...utils, store, host, currentUser, currentPath: () => utils.getByTestId('current-path').textContent };
}
