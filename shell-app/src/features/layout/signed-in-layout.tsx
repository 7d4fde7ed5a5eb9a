import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { ROUTES } from '@nurse/domain';
import { TopBar } from '@nurse/ui-kit';
import { shellApi } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLogoutMutation } from '../auth/api/auth-api';
import { InstallAppItem } from '../install/install-app-item';
import { useBadges } from '../live/use-badges';
import { NotificationBell } from '../notifications/notification-bell';
import { OfflineBanner } from '../offline/offline-banner';
import { LoadingArea } from '../remotes/remote-area';
import { selectUser, signedOut, signingOut } from '../session/session-slice';
import { logoutDestination } from './logout-destination';
import { SERVED_AREAS } from './served-areas';
import './signed-in-layout.css';

/** Frame of the signed-in screens: the shared top bar above the page. */
export default function SignedInLayout() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [logout, { isLoading }] = useLogoutMutation();
  const loggedOut = useRef(false);
  const liveNurse = user?.accountStatus === 'live';
  const badges = useBadges(liveNurse ? user.id : null, pathname);

  // The screens' apis that ask for it (refetchOnReconnect) read again when the connection comes back,
  // replacing the copies saved on the device that they showed offline.
  useEffect(() => setupListeners(dispatch), [dispatch]);

  /*
   * The stored session is cleared once these screens are left. Cleared earlier, the signed-in guard
   * would send the nurse to /login before the router (which navigates in a transition) reaches the
   * logout's destination.
   */
  useEffect(
    () => () => {
      if (!loggedOut.current) return;
      dispatch(signedOut());
      dispatch(shellApi.util.resetApiState());
    },
    [dispatch],
  );

  const onLogout = async () => {
    // From here a screen that mounts late and is refused (401) does not send her to /login.
    dispatch(signingOut());
    // Nothing of hers reaches this device once she has signed out.
    await import('../push/sign-out')
      .then(({ forgetThisDeviceOnSignOut }) => forgetThisDeviceOnSignOut(dispatch))
      .catch((error: unknown) => console.error('Push was not turned off on this device', error));
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout failed', error); // a failed logout is only logged; the nurse is signed out here anyway
    }
    loggedOut.current = true;
    void navigate(logoutDestination(pathname));
  };

  return (
    <div className="nk-signed-in">
      <TopBar
        userName={user?.name ?? ''}
        profileImage={user?.profileImage}
        onLogout={() => void onLogout()}
        loggingOut={isLoading}
        areas={SERVED_AREAS}
        pendingRequests={badges.pendingRequests}
        unreadMessages={badges.unreadMessages}
        messageRequests={badges.messageRequests}
        rawCounts={pathname === ROUTES.profile}
        notifications={liveNurse ? <NotificationBell unreadCount={badges.unreadNotifications} /> : null}
        accountMenuItems={<InstallAppItem />}
      />
      <OfflineBanner />
      <main className="nk-signed-in__main">
        <Suspense fallback={<LoadingArea />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
