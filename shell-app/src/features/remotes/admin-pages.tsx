import { remoteRoute } from './remote-route';
import { REMOTE_MODULES } from './remotes';

/** /admin-login and /admin, from the admin remote. */
export const AdminLoginRoute = remoteRoute(REMOTE_MODULES.adminLogin);
export const AdminDashboardRoute = remoteRoute(REMOTE_MODULES.adminDashboard);
