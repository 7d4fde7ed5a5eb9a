import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import LandingPage from '../features/landing/landing-page';
import { LoadingArea } from '../features/remotes/remote-area';
import { OnboardingGate, RequireOnboarding } from '../features/session/components/require-onboarding';
import { RequireUser } from '../features/session/components/require-user';
import { selectUser } from '../features/session/session-slice';
import type { StoredSession } from '../features/session/stored-session';
import { useAppSelector } from './hooks';

// Route-level splitting: '/' downloads none of these (nor antd); the admin, onboarding, profile and network
// areas areas come from their remotes.
const AntdLayout = lazy(() => import('../features/layout/antd-layout'));
const SignedInLayout = lazy(() => import('../features/layout/signed-in-layout'));
const SignupPage = lazy(() => import('../features/auth/components/signup-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const AuthScreen = lazy(() => import('../features/auth/components/auth-screen'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const AdminLoginRoute = lazy(() => import('../features/remotes/admin-pages').then((m) => ({ default: m.AdminLoginRoute })));
const AdminDashboardRoute = lazy(() => import('../features/remotes/admin-pages').then((m) => ({ default: m.AdminDashboardRoute })));
const OnboardingRoute = lazy(() => import('../features/remotes/profile-pages').then((m) => ({ default: m.OnboardingRoute })));
const ProfileRoute = lazy(() => import('../features/remotes/profile-pages').then((m) => ({ default: m.ProfileRoute })));
const WalletRoute = lazy(() => import('../features/remotes/profile-pages').then((m) => ({ default: m.WalletRoute })));
const NetworkRoute = lazy(() => import('../features/remotes/network-pages').then((m) => ({ default: m.NetworkRoute })));
const MyConnectionsRoute = lazy(() => import('../features/remotes/network-pages').then((m) => ({ default: m.MyConnectionsRoute })));
const MessagesRoute = lazy(() => import('../features/remotes/network-pages').then((m) => ({ default: m.MessagesRoute })));
const InterestsRoute = lazy(() => import('../features/remotes/network-pages').then((m) => ({ default: m.InterestsRoute })));
const CareerWizardRoute = lazy(() => import('../features/remotes/chat-pages').then((m) => ({ default: m.CareerWizardRoute })));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/unsubscribe-page'));
const PacketPage = lazy(() => import('../features/packet/packet-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

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
