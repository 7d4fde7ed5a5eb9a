import { ROUTES } from '@nurse/domain';
import { mountDevPages } from '@nurse/host';
import OnboardingPage from './remote/onboarding-page';
import ProfilePage from './remote/profile-page';

mountDevPages({
  title: 'mfe-profile (standalone)',
  forNurse: true,
  pages: [
    { path: ROUTES.onboarding, Page: OnboardingPage },
    { path: ROUTES.profile, Page: ProfilePage },
  ],
});
