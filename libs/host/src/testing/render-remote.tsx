import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@nurse/api-client';
import { ConfigProvider, JSDOM_THEME } from '@nurse/ui-kit';
import { createHost } from '../create-host';
import type { DevPage } from '../dev-pages';
import { HostProviders } from '../host-providers';
import { signedOut } from '../session-slice';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-location">{pathname + search}</output>;
}

export interface RenderRemoteOptions {
  /** The signed-in nurse the host keeps; none by default. */
  user?: User | null;
  /** The live socket counts as up, so screens do not poll (the test publishes its events on `live`). */
  live?: boolean;
}

/**
 * Renders a remote's exposed pages the way the shell does: the host's one store with the session, its
 * providers, a router at `at`, and the host handle each page receives. Any other path shows 'Elsewhere'.
 */
export function renderRemote(pages: readonly DevPage[], at: string, options: RenderRemoteOptions = {}) {
  const { store, host, live } = createHost({ storedUser: options.user ?? null });
  if (options.live) live.setConnected(true);
  const utils = render(
    <ConfigProvider theme={JSDOM_THEME}>
      <HostProviders store={store}>
        <MemoryRouter initialEntries={[at]}>
          <CurrentLocation />
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page host={host} />} />
            ))}
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </HostProviders>
    </ConfigProvider>,
  );
  const currentLocation = () => utils.getByTestId('current-location').textContent ?? '';
  return {
    ...utils,
    store,
    host,
    live,
    /** The router's path and query: '/messages?userId=2'. */
    currentLocation,
    /** The router's path alone. */
    currentPath: () => currentLocation().replace(/\?.*$/, ''),
    /** The signed-in nurse as the host keeps her now. */
    currentUser: () => store.getState().session.user,
    signOut: () => store.dispatch(signedOut()),
  };
}
