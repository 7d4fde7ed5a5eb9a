import { ROUTES } from '@nurse/domain';
import { mountDevPages } from '@nurse/host';
import AdminDashboardPage from './remote/admin-dashboard-page';
import AdminLoginPage from './remote/admin-login-page';

mountDevPages({
  title: 'mfe-admin (standalone)',
  forNurse: false,
  pages: [
    { path: ROUTES.adminLogin, Page: AdminLoginPage },
    { path: ROUTES.admin, Page: AdminDashboardPage },
  ],
});
