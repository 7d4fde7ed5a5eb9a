import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { HostProviders } from '@nurse/host';
import AdminDashboardPage from './remote/admin-dashboard-page';
import AdminLoginPage from './remote/admin-login-page';
import { createStandaloneHost } from './dev/standalone-host';

const { store, host } = createStandaloneHost();

function DevIndex() {
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>mfe-admin (standalone)</h1>
      <ul>
        <li>
          <Link to={ROUTES.adminLogin}>{ROUTES.adminLogin}</Link>
        </li>
        <li>
          <Link to={ROUTES.admin}>{ROUTES.admin}</Link>
        </li>
      </ul>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <HostProviders store={store}>
      <BrowserRouter>
        <Routes>
          <Route path={ROUTES.adminLogin} element={<AdminLoginPage host={host} />} />
          <Route path={ROUTES.admin} element={<AdminDashboardPage host={host} />} />
          <Route path="*" element={<DevIndex />} />
        </Routes>
      </BrowserRouter>
    </HostProviders>
  </StrictMode>,
);
