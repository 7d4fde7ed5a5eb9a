import { remotePage } from '@nurse/host';
import { AdminLoginScreen } from '../features/admin/components/admin-login-screen';
import { ADMIN_REMOTE } from './admin-remote';

/** Exposed as `mfe_admin/AdminLoginPage`; the shell renders it at /admin-login. */
export default remotePage(AdminLoginScreen, 'AdminLoginPage', ADMIN_REMOTE);
