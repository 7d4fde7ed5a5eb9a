import { remotePage } from '@nurse/host';
import { MyConnectionsScreen } from '../features/connections/components/my-connections-screen';
import { NETWORK_REMOTE } from './network-remote';

/** Exposed as `mfe_network/MyConnectionsPage`; the shell renders it at /my-connections. */
export default remotePage(MyConnectionsScreen, 'MyConnectionsPage', NETWORK_REMOTE);
