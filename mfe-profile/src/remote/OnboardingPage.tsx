import type { RemoteModuleProps } from '@nurse/ui-kit';
import { OnboardingScreen } from '../features/onboarding/components/OnboardingScreen';
import { ProfileRemoteRoot } from './ProfileRemoteRoot';

/** Exposed as `mfe_profile/OnboardingPage`; the shell renders it at /onboarding. */
export default function OnboardingPage({ host }: RemoteModuleProps) {
  return (
    <ProfileRemoteRoot host={host}>
      <OnboardingScreen />
    </ProfileRemoteRoot>
  );
}
