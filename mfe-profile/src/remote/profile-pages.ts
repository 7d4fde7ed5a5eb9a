import { ROUTES } from '@nurse/domain';
import type { DevPage } from '@nurse/host';
import OnboardingPage from './onboarding-page';
import ProfilePage from './profile-page';
import WalletPage from './wallet-page';

/** The exposed pages at the routes the shell renders them on: for the dev page and the screen tests. */
export const PROFILE_PAGES: readonly DevPage[] = [
  { path: ROUTES.onboarding, Page: OnboardingPage },
  { path: ROUTES.profile, Page: ProfilePage },
  { path: ROUTES.wallet, Page: WalletPage },
];
