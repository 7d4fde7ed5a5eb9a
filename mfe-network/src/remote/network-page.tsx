import { NetworkScreen } from '../features/network/components/network-screen';
import { networkPage } from './network-remote-root';

/** Exposed as `mfe_network/NetworkPage`; the shell renders it at /network. */
export default networkPage(NetworkScreen, 'NetworkPage');
