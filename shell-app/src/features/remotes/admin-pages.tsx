import { remoteRoute } from './remote-route';
import { REMOTE_MODULES } from './remotes';

/** /admin-login, /admin and /admin-join, from the admin remote. */
export const AdminLoginRoute = remoteRoute(REMOTE_MODULES.adminLogin);
export const AdminJoinRoute = remoteRoute(REMOTE_MODULES.adminJoin);
export const AdminDashboardRoute = remoteRoute(REMOTE_MODULES.adminDashboard);
