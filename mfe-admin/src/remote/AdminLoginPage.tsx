import type { RemoteModuleProps } from '@nurse/ui-kit';
import { AdminLoginScreen } from '../features/admin/components/AdminLoginScreen';
import { AdminRemoteRoot } from './AdminRemoteRoot';

/** Exposed as `mfe_admin/AdminLoginPage`; the shell renders it at /admin-login. */
export default function AdminLoginPage({ host }: RemoteModuleProps) {
  return (
    <AdminRemoteRoot host={host}>
      <AdminLoginScreen />
    </AdminRemoteRoot>
  );
}
