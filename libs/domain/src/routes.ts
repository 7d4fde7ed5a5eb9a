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
  /** Where an invited staff person (or the first owner, from the setup link) chooses her password. */
  adminJoin: '/admin-join',
  settings: '/settings',
  unsubscribe: '/unsubscribe/:token',
  /** A credentials packet a nurse shared, read by its recipient without signing in. */
  packet: '/packet/:token',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The views of the job board, the Jobs tab of Interests, as its address names them. */
export const JOBS_VIEWS = ['search', 'applications', 'saved-searches'] as const;
export type JobsView = (typeof JOBS_VIEWS)[number];

/** The query parameters /areas-of-interest reads: which tab, which job board view, which listing to open. */
export const INTERESTS_PARAMS = { tab: 'tab', view: 'view', job: 'job' } as const;
export const JOBS_TAB = 'jobs';

/** The query of the job board, at a view when given, with a listing's details open when a job is given. */
export function jobsQuery(view?: JobsView, jobId?: number): URLSearchParams {
  const params = new URLSearchParams({ [INTERESTS_PARAMS.tab]: JOBS_TAB });
  if (view !== undefined) params.set(INTERESTS_PARAMS.view, view);
  if (jobId !== undefined) params.set(INTERESTS_PARAMS.job, String(jobId));
  return params;
}

/** The address of the job board: see jobsQuery. */
export const jobsRoute = (view?: JobsView, jobId?: number): string => `${ROUTES.areasOfInterest}?${jobsQuery(view, jobId).toString()}`;

/** The query parameter of /wallet naming the renewal reminder whose licence or certification to show. */
export const WALLET_PARAMS = { reminder: 'reminder' } as const;

/** The wallet, showing the entry a renewal reminder was about. */
export const walletReminderRoute = (reminderId: number): string => `${ROUTES.wallet}?${WALLET_PARAMS.reminder}=${reminderId}`;
