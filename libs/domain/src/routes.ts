/** Route paths of the web product, shared by the shell and the remotes. */
export const ROUTES = {
  landing: '/',
  signup: '/signup',
  login: '/login',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  home: '/home',
  dashboard: '/dashboard',
  profile: '/profile',
  wallet: '/wallet',
  network: '/network',
  myConnections: '/my-connections',
  messages: '/messages',
  areasOfInterest: '/areas-of-interest',
  interests: '/interests',
  careerWizard: '/career-wizard',
  onboarding: '/onboarding',
  adminLogin: '/admin-login',
  admin: '/admin',
  settings: '/settings',
  unsubscribe: '/unsubscribe/:token',
  /** A credentials packet a nurse shared, read by its recipient without signing in. */
  packet: '/packet/:token',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
