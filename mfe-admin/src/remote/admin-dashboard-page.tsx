import { remotePage } from '@nurse/host';
import { AdminDashboardScreen } from '../features/admin/components/admin-dashboard-screen';
import { ADMIN_REMOTE } from './admin-remote';

/** Exposed as `mfe_admin/AdminDashboardPage`; the shell renders it at /admin. */
export default remotePage(AdminDashboardScreen, 'AdminDashboardPage', ADMIN_REMOTE);
