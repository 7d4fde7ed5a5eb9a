import { remotePage } from '@nurse/host';
import { NetworkScreen } from '../features/network/components/network-screen';
import { NETWORK_REMOTE } from './network-remote';

/** Exposed as `mfe_network/NetworkPage`; the shell renders it at /network. */
export default remotePage(NetworkScreen, 'NetworkPage', NETWORK_REMOTE);
