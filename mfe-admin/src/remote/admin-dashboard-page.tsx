import type { RemoteModuleProps } from '@nurse/ui-kit';
import { AdminDashboardScreen } from '../features/admin/components/admin-dashboard-screen';
import { AdminRemoteRoot } from './admin-remote-root';

/** Exposed as `mfe_admin/AdminDashboardPage`; the shell renders it at /admin. */
export default function AdminDashboardPage({ host }: RemoteModuleProps) {
  return (
    <AdminRemoteRoot host={host}>
      <AdminDashboardScreen />
    </AdminRemoteRoot>
  );
}
