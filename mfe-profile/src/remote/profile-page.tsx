import { remotePage } from '@nurse/host';
import { ProfileScreen } from '../features/profile/components/profile-screen';
import { PROFILE_REMOTE } from './profile-remote';

/** Exposed as `mfe_profile/ProfilePage`; the shell renders it at /profile. */
export default remotePage(ProfileScreen, 'ProfilePage', PROFILE_REMOTE);
