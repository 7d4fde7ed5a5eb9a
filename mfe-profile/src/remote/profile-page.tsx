import { remotePage } from '@nurse/host';
import { ProfileScreen } from '../features/profile/components/profile-screen';
import { walletApi } from '../features/wallet/api/wallet-api';
import { PROFILE_REMOTE } from './profile-remote';

/** Exposed as `mfe_profile/ProfilePage`; the shell renders it at /profile. Its certifications come from the wallet. */
export default remotePage(ProfileScreen, 'ProfilePage', {
  ...PROFILE_REMOTE,
  sessionApis: [...(PROFILE_REMOTE.sessionApis ?? []), walletApi],
});
