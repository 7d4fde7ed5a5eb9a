import { remoteRoute } from './remote-route';
import { REMOTE_MODULES } from './remotes';

/** /onboarding, /profile and /wallet, from the profile remote. */
export const OnboardingRoute = remoteRoute(REMOTE_MODULES.onboarding);
export const ProfileRoute = remoteRoute(REMOTE_MODULES.profile);
export const WalletRoute = remoteRoute(REMOTE_MODULES.wallet);
