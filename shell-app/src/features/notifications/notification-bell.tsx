import { lazy, Suspense, useState } from 'react';
import { CountBadge } from '@nurse/ui-kit';
import { BellIcon } from './bell-icon';
import './notification-bell.css';

// The list and its side panel are downloaded when she first opens them.
const NotificationPanel = lazy(() => import('./notification-panel'));

/** The button's name: what it opens and how many are unread. */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** The top bar's bell for a live nurse: the unread count (one of her badges), and her notifications in a side panel when pressed. */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const [open, setOpen] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  if (open && !panelUsed) setPanelUsed(true);

  return (
    <>
      <button
        type="button"
        className="nk-bell"
        aria-label={bellLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        <span aria-hidden="true">
          <CountBadge count={unreadCount} label="unread notifications" />
        </span>
      </button>
      {panelUsed ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} unreadCount={unreadCount} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
