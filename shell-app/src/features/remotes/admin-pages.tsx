import { useRemoteHost } from '../../app/hooks';
import { RemoteArea } from './remote-area';
import { REMOTE_MODULES, loadRemoteComponent } from './remotes';

const loadAdminLogin = ({ reload }: { reload: boolean }) => loadRemoteComponent(REMOTE_MODULES.adminLogin, { reload });
const loadAdminDashboard = ({ reload }: { reload: boolean }) => loadRemoteComponent(REMOTE_MODULES.adminDashboard, { reload });

export function AdminLoginRoute() {
  return <RemoteArea load={loadAdminLogin} host={useRemoteHost()} />;
}

export function AdminDashboardRoute() {
  return <RemoteArea load={loadAdminDashboard} host={useRemoteHost()} />;
}
