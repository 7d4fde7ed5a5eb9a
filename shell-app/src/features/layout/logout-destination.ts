import { ROUTES } from '@nurse/domain';

const TO_LOGIN_FROM: ReadonlySet<string> = new Set([ROUTES.profile, ROUTES.areasOfInterest, ROUTES.interests]);

/** Where logout leads: /login from the profile and interests screens, the landing page from the others. */
export function logoutDestination(pathname: string): string {
  return TO_LOGIN_FROM.has(pathname) ? ROUTES.login : ROUTES.landing;
}
