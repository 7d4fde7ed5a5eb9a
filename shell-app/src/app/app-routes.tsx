import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import LandingPage from '../features/landing/landing-page';
import { LoadingArea } from '../features/remotes/remote-area';
import { RequireUser } from '../features/session/components/require-user';

// Route-level splitting: '/' downloads none of these (nor antd); the admin area comes from its remote.
const AntdLayout = lazy(() => import('../features/layout/antd-layout'));
const SignedInLayout = lazy(() => import('../features/layout/signed-in-layout'));
const SignupPage = lazy(() => import('../features/auth/components/signup-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const AuthScreen = lazy(() => import('../features/auth/components/auth-screen'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const OnboardingPage = lazy(() => import('../features/dashboard/components/onboarding-page'));
const AdminLoginRoute = lazy(() => import('../features/remotes/admin-pages').then((m) => ({ default: m.AdminLoginRoute })));
const AdminDashboardRoute = lazy(() => import('../features/remotes/admin-pages').then((m) => ({ default: m.AdminDashboardRoute })));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

export function AppRoutes() {
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
          <Route element={<RequireUser />}>
            <Route element={<SignedInLayout />}>
              <Route path={ROUTES.dashboard} element={<DashboardPage />} />
              <Route path={ROUTES.home} element={<DashboardPage />} />
              <Route path={ROUTES.onboarding} element={<OnboardingPage />} />
            </Route>
          </Route>
        </Route>
        <Route path={ROUTES.adminLogin} element={<AdminLoginRoute />} />
        <Route path={ROUTES.admin} element={<AdminDashboardRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
