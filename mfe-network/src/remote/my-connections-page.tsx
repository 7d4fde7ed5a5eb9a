import { MyConnectionsScreen } from '../features/connections/components/my-connections-screen';
import { networkPage } from './network-remote-root';

/** Exposed as `mfe_network/MyConnectionsPage`; the shell renders it at /my-connections. */
export default networkPage(MyConnectionsScreen, 'MyConnectionsPage');
