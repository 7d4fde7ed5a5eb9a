import { skipToken } from '@reduxjs/toolkit/query/react';
import { LIVE_EVENTS, POLL_INTERVALS_MS, ROUTES } from '@nurse/domain';
import { useLiveConnected, useLiveEvent, useRemoteHost } from '@nurse/host';
import { useDispatch } from 'react-redux';
import { notificationsApi } from '../notifications/notifications-api';
import { badgesApi, useBadgesQuery, type Badges, type BadgesDispatch } from './badges-api';

const NO_BADGES: Badges = { unreadMessages: 0, messageRequests: 0, pendingRequests: 0, unreadNotifications: 0 };

/** The count a live event carries in `field`, or null when its payload has none. */
function countIn(payload: unknown, field: 'unreadCount' | 'pendingCount' | 'total'): number | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const count = (payload as Record<string, unknown>)[field];
  return Number.isInteger(count) ? (count as number) : null;
}

/**
 * The top bar's badges for a live nurse (unread messages and message requests, pending connection
 * requests, the bell): read once in one request, then moved by the live socket's `unread`,
 * `message-requests`, `requests` and `notifications` events. While the socket is down the one request is polled (every 5 s, every 30 s on the profile
 * screen), and it is read again when the socket comes back. A pending nurse (null) has none.
 */
export function useBadges(userId: number | null, pathname: string): Badges {
  const { live } = useRemoteHost();
  const dispatch = useDispatch<BadgesDispatch>();
  const connected = useLiveConnected(live);
  const interval = pathname === ROUTES.profile ? POLL_INTERVALS_MS.onProfile : POLL_INTERVALS_MS.unreadMessages;
  const badges = useBadgesQuery(userId === null ? skipToken : undefined, { pollingInterval: connected ? 0 : interval });

  const catchUp = () => {
    if (userId === null) return;
    void badges.refetch();
    dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  };
  const push = (badge: keyof Badges, count: number | null) => {
    if (userId === null || count === null) return;
    dispatch(
      badgesApi.util.updateQueryData('badges', undefined, (draft) => {
        draft[badge] = count;
      }),
    );
  };
  useLiveEvent(live, LIVE_EVENTS.unread, (payload) => push('unreadMessages', countIn(payload, 'unreadCount')), catchUp);
  useLiveEvent(live, LIVE_EVENTS.messageRequests, (payload) => push('messageRequests', countIn(payload, 'pendingCount')));
  useLiveEvent(live, LIVE_EVENTS.requests, (payload) => push('pendingRequests', countIn(payload, 'total')));
  useLiveEvent(live, LIVE_EVENTS.notifications, (payload) => {
    push('unreadNotifications', countIn(payload, 'unreadCount'));
    // An open list shows what just came.
    dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  });

  return badges.data ?? NO_BADGES;
}
