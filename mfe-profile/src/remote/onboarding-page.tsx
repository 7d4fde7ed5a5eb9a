import { remotePage } from '@nurse/host';
import { OnboardingScreen } from '../features/onboarding/components/onboarding-screen';
import { PROFILE_REMOTE } from './profile-remote';

/** Exposed as `mfe_profile/OnboardingPage`; the shell renders it at /onboarding. */
export default remotePage(OnboardingScreen, 'OnboardingPage', PROFILE_REMOTE);
