import type { RemotePageSetup } from '@nurse/host';
import { profileApi } from '../features/profile/api/profile-api';
import '../features/shared/profile-layout.css';

/** Around every profile page: the profile API on the nurse's session (a 401 from it signs her out). */
export const PROFILE_REMOTE: RemotePageSetup = { sessionApis: [profileApi] };
