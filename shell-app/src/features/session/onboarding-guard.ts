import { ROUTES } from '@nurse/domain';

interface GuardedUser {
  accountStatus: string;
  onboardingCompleted: boolean;
}

/** A live nurse has to finish onboarding before any other signed-in screen. */
export function needsOnboarding(user: GuardedUser | null): boolean {
  return user !== null && user.accountStatus === 'live' && !user.onboardingCompleted;
}

/**
 * Where /onboarding itself sends a visitor: no user to /login, a finished setup to /dashboard;
 * null means the form is shown.
 */
export function onboardingRedirect(user: GuardedUser | null): typeof ROUTES.login | typeof ROUTES.dashboard | null {
  if (!user) return ROUTES.login;
  return user.onboardingCompleted ? ROUTES.dashboard : null;
}
