import { remotePage } from '@nurse/host';
import { StaffJoinScreen } from '../features/admin/components/staff-join-screen';
import { ADMIN_REMOTE } from './admin-remote';

/** Exposed as `mfe_admin/AdminJoinPage`; the shell renders it at /admin-join. */
export default remotePage(StaffJoinScreen, 'AdminJoinPage', ADMIN_REMOTE);
