import { remotePage } from '@nurse/host';
import { InterestsScreen } from '../features/interests/components/interests-screen';
import { NETWORK_REMOTE } from './network-remote';

/** Exposed as `mfe_network/InterestsPage`; the shell renders it at /areas-of-interest and /interests. */
export default remotePage(InterestsScreen, 'InterestsPage', NETWORK_REMOTE);
