import { Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { preloadable } from '@nurse/host';
import LandingPage from '../features/landing/landing-page';
import { LoadingArea, preloadRemote } from '../features/remotes/remote-area';
import { REMOTE_MODULES, remoteLoader } from '../features/remotes/remotes';
import { OnboardingGate, RequireOnboarding } from '../features/session/components/require-onboarding';
import { RequireUser } from '../features/session/components/require-user';
import { selectUser } from '../features/session/session-slice';
import type { StoredSession } from '../features/session/stored-session';
import { useAppSelector } from './hooks';

/**
 * A route whose page is a remote's (`moduleId`): `preload()` downloads the shell's route module and,
 * side by side, the remote's module.
 */
function remotePage(moduleId: string, load: () => Promise<ComponentType>) {
  const page = preloadable(async () => ({ default: await load() }));
  const preloadRoute = page.preload;
  return Object.assign(page, { preload: () => Promise.all([preloadRoute(), preloadRemote(remoteLoader(moduleId))]) });
}

// Route-level splitting: '/' downloads none of these (nor antd); the admin, onboarding, profile, network
// and chat areas come from their remotes.
const AntdLayout = preloadable(() => import('../features/layout/antd-layout'));
const SignedInLayout = preloadable(() => import('../features/layout/signed-in-layout'));
const SignupPage = preloadable(() => import('../features/auth/components/signup-page'));
const LoginPage = preloadable(() => import('../features/auth/components/login-page'));
const ForgotPasswordPage = preloadable(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = preloadable(() => import('../features/auth/components/reset-password-page'));
const AuthScreen = preloadable(() => import('../features/auth/components/auth-screen'));
const DashboardPage = preloadable(() => import('../features/dashboard/components/dashboard-page'));
const AdminLoginRoute = remotePage(REMOTE_MODULES.adminLogin, () =>
  import('../features/remotes/admin-pages').then((m) => m.AdminLoginRoute),
);
const AdminDashboardRoute = remotePage(REMOTE_MODULES.adminDashboard, () =>
  import('../features/remotes/admin-pages').then((m) => m.AdminDashboardRoute),
);
const OnboardingRoute = remotePage(REMOTE_MODULES.onboarding, () =>
  import('../features/remotes/profile-pages').then((m) => m.OnboardingRoute),
);
const ProfileRoute = remotePage(REMOTE_MODULES.profile, () => import('../features/remotes/profile-pages').then((m) => m.ProfileRoute));
const WalletRoute = remotePage(REMOTE_MODULES.wallet, () => import('../features/remotes/profile-pages').then((m) => m.WalletRoute));
const NetworkRoute = remotePage(REMOTE_MODULES.network, () => import('../features/remotes/network-pages').then((m) => m.NetworkRoute));
const MyConnectionsRoute = remotePage(REMOTE_MODULES.myConnections, () =>
  import('../features/remotes/network-pages').then((m) => m.MyConnectionsRoute),
);
const MessagesRoute = remotePage(REMOTE_MODULES.messages, () => import('../features/remotes/network-pages').then((m) => m.MessagesRoute));
const InterestsRoute = remotePage(REMOTE_MODULES.interests, () =>
  import('../features/remotes/network-pages').then((m) => m.InterestsRoute),
);
const CareerWizardRoute = remotePage(REMOTE_MODULES.careerWizard, () =>
  import('../features/remotes/chat-pages').then((m) => m.CareerWizardRoute),
);
const SettingsPage = preloadable(() => import('../features/settings/settings-page'));
const UnsubscribePage = preloadable(() => import('../features/unsubscribe/unsubscribe-page'));
const PacketPage = preloadable(() => import('../features/packet/packet-page'));
const NotFoundPage = preloadable(() => import('../features/not-found/not-found-page'));

type Code = { preload: () => Promise<unknown> };

/** What the first view of a public page renders below the kit's layout. */
const PUBLIC_PAGES: [path: string, page: Code][] = [
  [ROUTES.signup, SignupPage],
  [ROUTES.login, LoginPage],
  [ROUTES.forgotPassword, ForgotPasswordPage],
  [ROUTES.resetPassword, ResetPasswordPage],
  [ROUTES.auth, AuthScreen],
  [ROUTES.unsubscribe, UnsubscribePage],
  [ROUTES.packet, PacketPage],
  [ROUTES.adminLogin, AdminLoginRoute],
  [ROUTES.admin, AdminDashboardRoute],
];
/** What the first view of a signed-in page renders below the signed-in layout. */
const SIGNED_IN_PAGES: [path: string, page: Code][] = [
  [ROUTES.onboarding, OnboardingRoute],
  [ROUTES.dashboard, DashboardPage],
  [ROUTES.home, DashboardPage],
  [ROUTES.profile, ProfileRoute],
  [ROUTES.wallet, WalletRoute],
  [ROUTES.network, NetworkRoute],
  [ROUTES.myConnections, MyConnectionsRoute],
  [ROUTES.messages, MessagesRoute],
  [ROUTES.areasOfInterest, InterestsRoute],
  [ROUTES.interests, InterestsRoute],
  [ROUTES.careerWizard, CareerWizardRoute],
  [ROUTES.settings, SettingsPage],
];

/**
 * Starts downloading, side by side, what the first view of `pathname` renders: the layouts, the page and
 * its remote. Rendered one inside the other, each would start downloading only once the one above it had
 * arrived and rendered, and React reveals content that follows a loading spinner no sooner than 300 ms
 * after it. A signed-in page's code waits for `signedIn` (the session check, one short request), so a
 * visitor who is sent to sign in does not download it. A download that fails is shown where its part
 * renders, with the usual Retry.
 */
export function preloadFirstView(pathname: string, signedIn: Promise<boolean>): void {
  const find = (pages: [string, Code][]) => pages.find(([path]) => matchPath(path, pathname))?.[1];
  const start = (code: Code) => void code.preload().catch(() => undefined);
  const publicPage = find(PUBLIC_PAGES);
  const signedInPage = find(SIGNED_IN_PAGES);
  if (publicPage) start(publicPage);
  if (publicPage || signedInPage) start(AntdLayout);
  if (!signedInPage) return;
  void signedIn.then((user) => {
    if (!user) return;
    start(SignedInLayout);
    start(signedInPage);
  });
}

/** `storedSession`: what was kept of the nurse signed in on this browser, for the wait until the server confirms her. */
export function AppRoutes({ storedSession = null }: { storedSession?: StoredSession | null }) {
  // An unknown path keeps a signed-in nurse in the signed-in frame; a visitor gets the public page.
  const signedIn = useAppSelector(selectUser) !== null;
  return (
    <Suspense fallback={<LoadingArea />}>
      <Routes>
        <Route path={ROUTES.landing} element={<LandingPage />} />
        <Route element={<AntdLayout />}>
          <Route path={ROUTES.signup} element={<SignupPage />} />
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
          <Route path={ROUTES.auth} element={<AuthScreen />} />
          <Route path={ROUTES.unsubscribe} element={<UnsubscribePage />} />
          <Route path={ROUTES.packet} element={<PacketPage />} />
          <Route element={<RequireUser storedSession={storedSession} />}>
            <Route element={<SignedInLayout />}>
              <Route element={<OnboardingGate />}>
                <Route path={ROUTES.onboarding} element={<OnboardingRoute />} />
              </Route>
              <Route element={<RequireOnboarding />}>
                <Route path={ROUTES.dashboard} element={<DashboardPage />} />
                <Route path={ROUTES.home} element={<DashboardPage />} />
                <Route path={ROUTES.profile} element={<ProfileRoute />} />
                <Route path={ROUTES.wallet} element={<WalletRoute />} />
                <Route path={ROUTES.network} element={<NetworkRoute />} />
                <Route path={ROUTES.myConnections} element={<MyConnectionsRoute />} />
                <Route path={ROUTES.messages} element={<MessagesRoute />} />
                <Route path={ROUTES.areasOfInterest} element={<InterestsRoute />} />
                <Route path={ROUTES.interests} element={<InterestsRoute />} />
                <Route path={ROUTES.careerWizard} element={<CareerWizardRoute />} />
                <Route path={ROUTES.settings} element={<SettingsPage />} />
              </Route>
              {signedIn ? <Route path="*" element={<NotFoundPage signedIn />} /> : null}
            </Route>
          </Route>
          <Route path={ROUTES.adminLogin} element={<AdminLoginRoute />} />
          <Route path={ROUTES.admin} element={<AdminDashboardRoute />} />
        </Route>
        {signedIn ? null : <Route path="*" element={<NotFoundPage />} />}
      </Routes>
    </Suspense>
  );
}
