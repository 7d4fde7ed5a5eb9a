import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { useAppSelector } from '../../../app/hooks';
import { LoadingArea } from '../../remotes/remote-area';
import { selectSessionChecked, selectUser } from '../session-slice';
import type { StoredSession } from '../stored-session';

/**
 * Signed-in screens: they wait for the server to confirm the session (greeting her by the first name kept
 * from her last visit), and no user sends the visitor to /login.
 */
export function RequireUser({ storedSession = null }: { storedSession?: StoredSession | null }) {
  const user = useAppSelector(selectUser);
  const checked = useAppSelector(selectSessionChecked);
  const location = useLocation();
  if (user) return <Outlet />;
  if (!checked) {
    const greeting = storedSession ? `Welcome back, ${storedSession.firstName}. ` : '';
    return <LoadingArea label={`${greeting}Checking your session...`} />;
  }
  return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
}
