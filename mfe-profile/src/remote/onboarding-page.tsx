import type { RemoteModuleProps } from '@nurse/ui-kit';
import { OnboardingScreen } from '../features/onboarding/components/onboarding-screen';
import { ProfileRemoteRoot } from './profile-remote-root';

/** Exposed as `mfe_profile/OnboardingPage`; the shell renders it at /onboarding. */
export default function OnboardingPage({ host }: RemoteModuleProps) {
  return (
    <ProfileRemoteRoot host={host}>
      <OnboardingScreen />
    </ProfileRemoteRoot>
  );
}
