import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDispatch } from 'react-redux';
import { Button, Spin } from '@nurse/ui-kit';
import { httpStatusOf } from '@nurse/api-client';
import { ROUTES } from '@nurse/domain';
import { adminApi, useAdminLogoutMutation, useAdminSessionQuery, useAdminStatsQuery } from '../api/admin-api';
import { clearAdminFlag, hasAdminFlag } from '../utils/admin-flag';
import { ADMIN_TEXT, JOB_TEXT } from '../texts';
import { ErrorNotice } from './error-notice';
import { InvitationsPanel } from './invitations-panel';
import { JobsPanel } from './jobs-panel';
import { ReportsPanel } from './reports-panel';
import { StatsCounters } from './stats-counters';
import { UsersPanel } from './users-panel';
import { Tabs } from '@nurse/ui-kit/navigation';

/**
 * /admin. The browser flag only decides whether to ask; the server's admin session decides
 * whether the dashboard shows. Without either, the admin goes back to /admin-login.
 */
export function AdminDashboardScreen() {
  const [flagSet] = useState(hasAdminFlag);
  const session = useAdminSessionQuery(undefined, { skip: !flagSet, refetchOnMountOrArgChange: true });
  const unauthorised = !flagSet || httpStatusOf(session.error) === 401;

  useEffect(() => {
    if (unauthorised) clearAdminFlag();
  }, [unauthorised]);

  if (unauthorised) return <Navigate to={ROUTES.adminLogin} replace />;
  if (session.isError) {
    return (
      <main style={{ padding: 24 }}>
        <ErrorNotice
          message={ADMIN_TEXT.sessionCheckFailed}
          action={<Button onClick={() => void session.refetch()}>{ADMIN_TEXT.retry}</Button>}
        />
      </main>
    );
  }
  if (!session.isSuccess || session.isFetching) {
    return (
      <main style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
        <Spin size="large" />
      </main>
    );
  }
  return <AdminDashboard />;
}

function AdminDashboard() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [logout, { isLoading: loggingOut }] = useAdminLogoutMutation();
  const stats = useAdminStatsQuery();

  const leave = async () => {
    clearAdminFlag();
    dispatch(adminApi.util.resetApiState());
    await navigate(ROUTES.adminLogin, { replace: true });
  };

  // The server ended the admin session (expired or logged out elsewhere).
  const sessionEnded = httpStatusOf(stats.error) === 401;
  useEffect(() => {
    if (sessionEnded) void leave();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionEnded]);

  const handleLogout = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // Spec: logout errors are only logged; the admin still leaves the dashboard.
      console.error('Admin logout failed', error);
    }
    await leave();
  };

  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap', marginBottom: 24 }}
      >
        <h1 style={{ margin: 0, fontSize: 28 }}>{ADMIN_TEXT.dashboardHeading}</h1>
        <Button onClick={() => void handleLogout()} loading={loggingOut}>
          {ADMIN_TEXT.logout}
        </Button>
      </header>
      <StatsCounters />
      <Tabs
        aria-label={ADMIN_TEXT.dashboardHeading}
        items={[
          { key: 'users', label: ADMIN_TEXT.usersTab, children: <UsersPanel /> },
          { key: 'invitations', label: ADMIN_TEXT.invitationsTab, children: <InvitationsPanel /> },
          { key: 'reports', label: ADMIN_TEXT.reportsTab, children: <ReportsPanel /> },
          { key: 'jobs', label: JOB_TEXT.tab, children: <JobsPanel /> },
        ]}
      />
    </main>
  );
}
