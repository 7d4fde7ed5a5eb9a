import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSelector } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { createHost, HostProviders, useDevPageSession, type HostState } from '@nurse/host';
import InterestsPage from './remote/interests-page';
import MessagesPage from './remote/messages-page';
import MyConnectionsPage from './remote/my-connections-page';
import NetworkPage from './remote/network-page';

// No live socket here: the pages poll, as they do in the shell while the socket is down.
const { store, host } = createHost();
const PAGES = [
  { path: ROUTES.network, Page: NetworkPage },
  { path: ROUTES.myConnections, Page: MyConnectionsPage },
  { path: ROUTES.messages, Page: MessagesPage },
  { path: ROUTES.areasOfInterest, Page: InterestsPage },
];

function DevIndex() {
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>mfe-network (standalone)</h1>
      <ul>
        {PAGES.map(({ path }) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

function DevApp() {
  useDevPageSession(host);
  const signedIn = useSelector((state: HostState) => state.session.user !== null);
  return (
    <Routes>
      {signedIn ? PAGES.map(({ path, Page }) => <Route key={path} path={path} element={<Page host={host} />} />) : null}
      <Route path="*" element={<DevIndex />} />
    </Routes>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <HostProviders store={store}>
      <BrowserRouter>
        <DevApp />
      </BrowserRouter>
    </HostProviders>
  </StrictMode>,
);
