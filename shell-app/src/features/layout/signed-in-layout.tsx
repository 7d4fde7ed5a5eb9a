import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { TopBar } from '@nurse/ui-kit';
import { shellApi } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLogoutMutation } from '../auth/api/auth-api';
import { LoadingArea } from '../remotes/remote-area';
import { selectUser, signedOut } from '../session/session-slice';
import './signed-in-layout.css';

/** Frame of the signed-in screens: the shared top bar above the page. */
export default function SignedInLayout() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  const onLogout = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout failed', error); // spec §2: logout errors are only logged
    }
    dispatch(signedOut());
    dispatch(shellApi.util.resetApiState());
    void navigate(ROUTES.landing);
  };

  return (
    <div className="nk-signed-in">
      <TopBar userName={user?.name ?? ''} profileImage={user?.profileImage} onLogout={() => void onLogout()} loggingOut={isLoading} />
      <main className="nk-signed-in__main">
        <Suspense fallback={<LoadingArea />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
