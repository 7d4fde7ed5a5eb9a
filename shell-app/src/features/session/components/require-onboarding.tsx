import { Navigate, Outlet } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { useAppSelector } from '../../../app/hooks';
import { needsOnboarding, onboardingRedirect } from '../onboarding-guard';
import { selectUser } from '../session-slice';

/** Signed-in screens other than /onboarding: a live nurse who has not finished onboarding goes there. */
export function RequireOnboarding() {
  const user = useAppSelector(selectUser);
  if (needsOnboarding(user)) return <Navigate to={ROUTES.onboarding} replace />;
  return <Outlet />;
}

/** /onboarding: no user goes to /login, a finished setup to /dashboard; otherwise the form. */
export function OnboardingGate() {
  const user = useAppSelector(selectUser);
  const redirect = onboardingRedirect(user);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
