import { useRemoteHost } from '../../app/hooks';
import { RemoteArea } from './remote-area';
import { REMOTE_MODULES, loadRemoteComponent } from './remotes';

const loadOnboarding = ({ reload }: { reload: boolean }) => loadRemoteComponent(REMOTE_MODULES.onboarding, { reload });
const loadProfile = ({ reload }: { reload: boolean }) => loadRemoteComponent(REMOTE_MODULES.profile, { reload });

/** /onboarding, from the profile remote. */
export function OnboardingRoute() {
  return <RemoteArea load={loadOnboarding} host={useRemoteHost()} />;
}

/** /profile, from the profile remote. */
export function ProfileRoute() {
  return <RemoteArea load={loadProfile} host={useRemoteHost()} />;
}
