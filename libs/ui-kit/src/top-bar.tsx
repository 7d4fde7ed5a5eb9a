import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { jobsRoute, ROUTES } from '@nurse/domain';
import { CountBadge } from './count-badge';
import { BRAND_NAME } from './theme';
import { AccountMenu } from './account-menu';
import { currentArea } from './top-bar-areas';
import './top-bar.css';

export interface TopBarProps {
  userName: string;
  profileImage?: string | null;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Pending connection requests, shown on Network. */
  pendingRequests?: number;
  /** Unread messages, shown on Messages. */
  unreadMessages?: number;
  /** Message requests waiting for her answer, added to the Messages count. */
  messageRequests?: number;
  /** Show the counts as they are instead of '9+' above 9 (the profile screen does). */
  rawCounts?: boolean;
  /** The areas linked in the bar, in order: only areas the product serves, so no link leads to a 404. */
  areas: readonly TopBarArea[];
  /** The notifications bell, before her account menu. */
  notifications?: ReactNode;
  /** Further entries of her account menu, each an `<li>`. */
  accountMenuItems?: ReactNode;
}

/** Every area of the shared top bar, in the order of the bar. */
export const TOP_BAR_AREAS = [
  { to: ROUTES.dashboard, label: 'Chat' },
  { to: ROUTES.areasOfInterest, label: 'Interests' },
  { to: jobsRoute(), label: 'Jobs' },
  { to: ROUTES.network, label: 'Network' },
  { to: ROUTES.messages, label: 'Messages' },
] as const;

export type TopBarArea = (typeof TOP_BAR_AREAS)[number];

/** The bar at the top of every signed-in screen. */
export function TopBar({
  userName,
  profileImage,
  onLogout,
  loggingOut = false,
  pendingRequests = 0,
  unreadMessages = 0,
  messageRequests = 0,
  rawCounts = false,
  areas,
  notifications,
  accountMenuItems,
}: TopBarProps) {
  const badgeFor = (to: string) => {
    if (to === ROUTES.network) return <CountBadge count={pendingRequests} label="pending connection requests" raw={rawCounts} />;
    if (to === ROUTES.messages) {
      const label = messageRequests > 0 ? 'unread messages and message requests' : 'unread messages';
      return <CountBadge count={unreadMessages + messageRequests} label={label} raw={rawCounts} />;
    }
    return null;
  };

  const { pathname, search } = useLocation();
  const current = currentArea(
    areas.map((area) => area.to),
    pathname,
    search,
  );

  return (
    <header className="nk-top-bar">
      <Link to={ROUTES.dashboard} className="nk-top-bar__brand">
        <span className="nk-top-bar__logo" aria-hidden="true">
          +
        </span>
        <span className="nk-top-bar__brand-name">{BRAND_NAME}</span>
      </Link>
      <nav className="nk-top-bar__nav" aria-label="Main">
        {areas.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            aria-current={item.to === current ? 'page' : undefined}
            className={`nk-top-bar__link${item.to === current ? ' nk-top-bar__link--active' : ''}`}
          >
            {item.label}
            {badgeFor(item.to)}
          </Link>
        ))}
      </nav>
      <div className="nk-top-bar__actions">
        {notifications}
        <AccountMenu userName={userName} profileImage={profileImage} moreItems={accountMenuItems} />
        <Button onClick={onLogout} loading={loggingOut}>
          {loggingOut ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </header>
  );
}
