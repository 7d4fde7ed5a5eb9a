import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { API_PATHS, type User } from '@nurse/api-client';
import { ROUTES } from '@nurse/domain';
import { HostProviders } from '@nurse/host';
import OnboardingPage from './remote/onboarding-page';
import ProfilePage from './remote/profile-page';
import { createStandaloneHost } from './dev/standalone-host';

const { store, host } = createStandaloneHost();

/** The dev page signs in through the shell's session cookie (sign in on the API first). */
function useServerSession() {
  useEffect(() => {
    fetch(API_PATHS.me, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<User>) : null))
      .then((user) => {
        if (user) host.session?.setUser(user);
      })
      .catch((error: unknown) => console.error('Could not read the session', error));
  }, []);
}

function DevIndex() {
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>mfe-profile (standalone)</h1>
      <ul>
        <li>
          <Link to={ROUTES.onboarding}>{ROUTES.onboarding}</Link>
        </li>
        <li>
          <Link to={ROUTES.profile}>{ROUTES.profile}</Link>
        </li>
      </ul>
    </main>
  );
}

function DevApp() {
  useServerSession();
  return (
    <Routes>
      <Route path={ROUTES.onboarding} element={<OnboardingPage host={host} />} />
      <Route path={ROUTES.profile} element={<ProfilePage host={host} />} />
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
