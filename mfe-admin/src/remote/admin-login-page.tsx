import type { RemoteModuleProps } from '@nurse/ui-kit';
import { AdminLoginScreen } from '../features/admin/components/admin-login-screen';
import { AdminRemoteRoot } from './admin-remote-root';

/** Exposed as `mfe_admin/AdminLoginPage`; the shell renders it at /admin-login. */
export default function AdminLoginPage({ host }: RemoteModuleProps) {
  return (
    <AdminRemoteRoot host={host}>
      <AdminLoginScreen />
    </AdminRemoteRoot>
  );
}
