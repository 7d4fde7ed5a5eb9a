import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { shellApi } from '../app/api';
import { createAppStore } from '../app/store';
import { RemoteHostContext } from '@nurse/host';
import { AppProviders, ConfigProvider, JSDOM_THEME } from '@nurse/ui-kit';

/** Renders a screen with the store, the host, the router and antd's toasts, as the app does. */
export function renderScreen(ui: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  const { store, host, live } = createAppStore();
  host.injectApi(shellApi);
  const result = render(
    <ConfigProvider theme={JSDOM_THEME}>
      <Provider store={store}>
        <RemoteHostContext.Provider value={host}>
          <MemoryRouter initialEntries={[at]}>
            <AppProviders>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<p>Navigated away</p>} />
              </Routes>
            </AppProviders>
          </MemoryRouter>
        </RemoteHostContext.Provider>
      </Provider>
    </ConfigProvider>,
  );
  return { ...result, store, host, live };
}
