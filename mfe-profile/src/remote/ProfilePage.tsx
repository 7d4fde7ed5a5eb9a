import type { RemoteModuleProps } from '@nurse/ui-kit';
import { ProfileScreen } from '../features/profile/components/ProfileScreen';
import { ProfileRemoteRoot } from './ProfileRemoteRoot';

/** Exposed as `mfe_profile/ProfilePage`; the shell renders it at /profile. */
export default function ProfilePage({ host }: RemoteModuleProps) {
  return (
    <ProfileRemoteRoot host={host}>
      <ProfileScreen />
    </ProfileRemoteRoot>
  );
}
