import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { useAppSelector } from '../../../app/hooks';
import { LoadingArea } from '../../remotes/remote-area';
import { selectSessionChecked, selectUser } from '../session-slice';

/** Signed-in screens: no user sends the visitor to /login (once the server has been asked). */
export function RequireUser() {
  const user = useAppSelector(selectUser);
  const checked = useAppSelector(selectSessionChecked);
  const location = useLocation();
  if (user) return <Outlet />;
  if (!checked) return <LoadingArea label="Checking your session..." />;
  return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
}
