import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@nurse/api-client';
import { ROUTES } from '@nurse/domain';
import { createHost, HostProviders } from '@nurse/host';
import { ConfigProvider, JSDOM_THEME } from '@nurse/ui-kit';
import InterestsPage from '../remote/interests-page';
import MessagesPage from '../remote/messages-page';
import MyConnectionsPage from '../remote/my-connections-page';
import NetworkPage from '../remote/network-page';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-location">{pathname + search}</output>;
}

/**
 * Renders the exposed pages the way the shell does: one store with the signed-in nurse, a router, the
 * host and its live hub (the test publishes the socket's events on it). With `live`, the socket counts
 * as up, so nothing polls.
 */
export function renderRemote(initialPath: string, user: User, options: { live?: boolean } = {}) {
  const { store, host, live } = createHost({ storedUser: user });
  if (options.live) live.setConnected(true);
  const utils = render(
    <ConfigProvider theme={JSDOM_THEME}>
      <HostProviders store={store}>
        <MemoryRouter initialEntries={[initialPath]}>
          <CurrentLocation />
          <Routes>
            <Route path={ROUTES.network} element={<NetworkPage host={host} />} />
            <Route path={ROUTES.myConnections} element={<MyConnectionsPage host={host} />} />
            <Route path={ROUTES.messages} element={<MessagesPage host={host} />} />
            <Route path={ROUTES.areasOfInterest} element={<InterestsPage host={host} />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </HostProviders>
    </ConfigProvider>,
  );
  return { ...utils, store, host, live, currentLocation: () => utils.getByTestId('current-location').textContent };
}
