import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useSelector } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { API_PATHS, type User } from '@nurse/api-client';
import type { RemoteHost, RemoteModuleProps } from '@nurse/federation';
import { createHost, type HostState } from './create-host';
import { HostProviders } from './host-providers';

export interface DevPage {
  path: string;
  Page: ComponentType<RemoteModuleProps>;
}

interface DevPagesOptions {
  /** The heading of the index page: 'mfe-network (standalone)'. */
  title: string;
  pages: readonly DevPage[];
  /** Whether the pages are a nurse's: they then wait for the session the shell's cookie carries. */
  forNurse: boolean;
}

/** The signed-in nurse from the shell's session cookie (sign in on the API first) becomes the host's user. */
function useServerSession(host: RemoteHost, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    fetch(API_PATHS.me, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<User>) : null))
      .then((user) => {
        if (user) host.session?.setUser(user);
      })
      .catch((error: unknown) => console.error('Could not read the session', error));
  }, [host, enabled]);
}

/**
 * A remote's standalone dev page: its exposed pages at their routes on the shell's own host code (no
 * live socket, so screens poll), and an index of them at every other path.
 */
export function mountDevPages({ title, pages, forNurse }: DevPagesOptions): void {
  const { store, host } = createHost();

  function DevIndex() {
    return (
      <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <h1>{title}</h1>
        <ul>
          {pages.map(({ path }) => (
            <li key={path}>
              <Link to={path}>{path}</Link>
            </li>
          ))}
        </ul>
      </main>
    );
  }

  function DevApp() {
    useServerSession(host, forNurse);
    const ready = useSelector((state: HostState) => !forNurse || state.session.user !== null);
    return (
      <Routes>
        {ready ? pages.map(({ path, Page }) => <Route key={path} path={path} element={<Page host={host} />} />) : null}
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
}
