import type { RemoteModuleProps } from '@nurse/ui-kit';
import { ProfileScreen } from '../features/profile/components/profile-screen';
import { ProfileRemoteRoot } from './profile-remote-root';

/** Exposed as `mfe_profile/ProfilePage`; the shell renders it at /profile. */
export default function ProfilePage({ host }: RemoteModuleProps) {
  return (
    <ProfileRemoteRoot host={host}>
      <ProfileScreen />
    </ProfileRemoteRoot>
  );
}
