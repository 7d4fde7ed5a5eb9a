import { InterestsScreen } from '../features/interests/components/interests-screen';
import { networkPage } from './network-remote-root';

/** Exposed as `mfe_network/InterestsPage`; the shell renders it at /areas-of-interest and /interests. */
export default networkPage(InterestsScreen, 'InterestsPage');
