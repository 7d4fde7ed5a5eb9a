import { remotePage } from '@nurse/host';
import { InterestsScreen } from '../features/interests/components/interests-screen';
import { preloadJobsTabFor } from '../features/interests/components/jobs-tab';
import { NETWORK_REMOTE } from './network-remote';

/**
 * Exposed as `mfe_network/InterestsPage`; the shell renders it at /areas-of-interest and /interests. An
 * address that opens the Jobs tab brings the job board with the page.
 */
export default remotePage(InterestsScreen, 'InterestsPage', {
  ...NETWORK_REMOTE,
  preload: () => preloadJobsTabFor(window.location.search),
});
