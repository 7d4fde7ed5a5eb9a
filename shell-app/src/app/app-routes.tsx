import { Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { preloadable } from '@nurse/host';
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

// Route-level splitting: '/' downloads none of these but its own page (nor antd), and no other page
// downloads the landing page; the admin, onboarding, profile, network and chat areas come from their remotes.
const LandingPage = preloadable(() => import('../features/landing/landing-page'));
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
const AdminJoinRoute = remotePage(REMOTE_MODULES.adminJoin, () => import('../features/remotes/admin-pages').then((m) => m.AdminJoinRoute));
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

/** A page of the route table: rendered by its route, and downloaded early by `preloadFirstView`. */
type Page = ComponentType & { preload: () => Promise<unknown> };

/** The public pages under the kit's layout, and the administrator's (each checks her session itself). */
const PUBLIC_PAGES: [path: string, page: Page][] = [
  [ROUTES.signup, SignupPage],
  [ROUTES.login, LoginPage],
  [ROUTES.forgotPassword, ForgotPasswordPage],
  [ROUTES.resetPassword, ResetPasswordPage],
  [ROUTES.auth, AuthScreen],
  [ROUTES.unsubscribe, UnsubscribePage],
  [ROUTES.packet, PacketPage],
  [ROUTES.adminLogin, AdminLoginRoute],
  [ROUTES.admin, AdminDashboardRoute],
  [ROUTES.adminJoin, AdminJoinRoute],
];
/** The signed-in pages of a nurse who has finished onboarding, under the signed-in layout. */
const ONBOARDED_PAGES: [path: string, page: Page][] = [
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

const routesOf = (pages: [string, Page][]) => pages.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />);

/**
 * Starts downloading, side by side, what the first view of `pathname` renders: the layouts, the page and
 * its remote. Rendered one inside the other, each would start downloading only once the one above it had
 * arrived and rendered, and React reveals content that follows a loading spinner no sooner than 300 ms
 * after it. A signed-in page's code waits for `signedIn` (the session check, one short request), so a
 * visitor who is sent to sign in does not download it. A download that fails is shown where its part
 * renders, with the usual Retry. Resolves when the app may render: at once, but on the landing page once
 * its own small chunk is there, so that it is painted without a spinner before it.
 */
export function preloadFirstView(pathname: string, signedIn: Promise<boolean>): Promise<unknown> {
  if (pathname === ROUTES.landing) return LandingPage.preload().catch(() => undefined);
  const find = (pages: [string, Page][]) => pages.find(([path]) => matchPath(path, pathname))?.[1];
  const start = (page: Page) => void page.preload().catch(() => undefined);
  const publicPage = find(PUBLIC_PAGES);
  const signedInPage = find([[ROUTES.onboarding, OnboardingRoute], ...ONBOARDED_PAGES]);
  if (publicPage) start(publicPage);
  if (publicPage || signedInPage) start(AntdLayout);
  if (signedInPage)
    void signedIn.then((user) => {
      if (user) [SignedInLayout, signedInPage].forEach(start);
    });
  return Promise.resolve();
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
          {routesOf(PUBLIC_PAGES)}
          <Route element={<RequireUser storedSession={storedSession} />}>
            <Route element={<SignedInLayout />}>
              <Route element={<OnboardingGate />}>
                <Route path={ROUTES.onboarding} element={<OnboardingRoute />} />
              </Route>
              <Route element={<RequireOnboarding />}>{routesOf(ONBOARDED_PAGES)}</Route>
              {signedIn ? <Route path="*" element={<NotFoundPage signedIn />} /> : null}
            </Route>
          </Route>
        </Route>
        {signedIn ? null : <Route path="*" element={<NotFoundPage />} />}
      </Routes>
    </Suspense>
  );
}
