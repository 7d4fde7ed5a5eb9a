import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDispatch } from 'react-redux';
import { Button, Spin } from '@nurse/ui-kit';
import { httpStatusOf } from '@nurse/api-client';
import { ROUTES, type StaffRole } from '@nurse/domain';
import type { Staff } from '@nurse/api-client';
import { adminApi, useAdminLogoutMutation, useAdminSessionQuery, useAdminStatsQuery } from '../api/admin-api';
import { clearAdminFlag, hasAdminFlag } from '../utils/admin-flag';
import { ADMIN_TEXT, JOB_TEXT, STAFF_TEXT } from '../texts';
import { ErrorNotice } from './error-notice';
import { InvitationsPanel } from './invitations-panel';
import { JobsPanel } from './jobs-panel';
import { ReportsPanel } from './reports-panel';
import { StaffPanel } from './staff-panel';
import { StaffTwoFactorSetup } from './staff-two-factor-setup';
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
  return <AdminDashboard staff={session.data.staff} secondFactorOn={session.data.isAdmin} onSetUp={() => void session.refetch()} />;
}

/** Whether her role shows a part of the dashboard: the owner sees every part (the server checks each call again). */
const canSee = (staff: Staff, ...roles: StaffRole[]) => staff.role === 'owner' || roles.includes(staff.role);

function AdminDashboard({ staff, secondFactorOn, onSetUp }: { staff: Staff; secondFactorOn: boolean; onSetUp(): void }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [logout, { isLoading: loggingOut }] = useAdminLogoutMutation();
  // Until her second factor is on, every admin route but its setup is refused: nothing is asked.
  const stats = useAdminStatsQuery(undefined, { skip: !secondFactorOn });

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
        <div>
          <h1 style={{ margin: 0, fontSize: 28 }}>{ADMIN_TEXT.dashboardHeading}</h1>
          <p style={{ margin: 0 }}>{STAFF_TEXT.signedInAs(staff.name, staff.role)}</p>
        </div>
        <Button onClick={() => void handleLogout()} loading={loggingOut}>
          {ADMIN_TEXT.logout}
        </Button>
      </header>
      {secondFactorOn ? (
        <>
          <StatsCounters />
          <Tabs
            aria-label={ADMIN_TEXT.dashboardHeading}
            items={[
              ...(canSee(staff, 'moderator', 'support')
                ? [{ key: 'users', label: ADMIN_TEXT.usersTab, children: <UsersPanel canResetSecondFactor={canSee(staff, 'support')} /> }]
                : []),
              ...(canSee(staff, 'support')
                ? [{ key: 'invitations', label: ADMIN_TEXT.invitationsTab, children: <InvitationsPanel /> }]
                : []),
              ...(canSee(staff, 'moderator') ? [{ key: 'reports', label: ADMIN_TEXT.reportsTab, children: <ReportsPanel /> }] : []),
              ...(canSee(staff, 'jobs') ? [{ key: 'jobs', label: JOB_TEXT.tab, children: <JobsPanel /> }] : []),
              ...(canSee(staff) ? [{ key: 'staff', label: STAFF_TEXT.tab, children: <StaffPanel selfId={staff.id} /> }] : []),
            ]}
          />
        </>
      ) : (
        <StaffTwoFactorSetup onDone={onSetUp} />
      )}
    </main>
  );
}
