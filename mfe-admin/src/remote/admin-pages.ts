import { ROUTES } from '@nurse/domain';
import type { DevPage } from '@nurse/host';
import AdminDashboardPage from './admin-dashboard-page';
import AdminJoinPage from './admin-join-page';
import AdminLoginPage from './admin-login-page';

/** The exposed pages at the routes the shell renders them on: for the dev page and the screen tests. */
export const ADMIN_PAGES: readonly DevPage[] = [
  { path: ROUTES.adminLogin, Page: AdminLoginPage },
  { path: ROUTES.admin, Page: AdminDashboardPage },
  { path: ROUTES.adminJoin, Page: AdminJoinPage },
];
