import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { HostProviders, useDevPageSession } from '@nurse/host';
import OnboardingPage from './remote/onboarding-page';
import ProfilePage from './remote/profile-page';
import { createStandaloneHost } from './dev/standalone-host';

const { store, host } = createStandaloneHost();

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
  useDevPageSession(host);
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
