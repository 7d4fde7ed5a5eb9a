import { LIVE_EVENTS, NOTIFICATION_POLL_MS } from '@nurse/domain';
import { useLiveConnected, useLiveEvent, useRemoteHost } from '@nurse/host';
import { useDispatch } from 'react-redux';
import { notificationsApi, useNotificationCountQuery, type NotificationsDispatch } from './notifications-api';

function isUnreadCount(payload: unknown): payload is { unreadCount: number } {
  return typeof payload === 'object' && payload !== null && Number.isInteger((payload as Record<string, unknown>)['unreadCount']);
}

/**
 * The bell's count of the signed-in live nurse's unread notifications: read once, then moved by the
 * live socket's `notifications` event, which also refreshes an open list. While the socket is down it
 * is polled, and read again when the socket comes back.
 */
export function useNotificationCount(): number {
  const { live } = useRemoteHost();
  const dispatch = useDispatch<NotificationsDispatch>();
  const connected = useLiveConnected(live);
  const count = useNotificationCountQuery(undefined, { pollingInterval: connected ? 0 : NOTIFICATION_POLL_MS });

  useLiveEvent(
    live,
    LIVE_EVENTS.notifications,
    (payload) => {
      if (!isUnreadCount(payload)) return;
      void dispatch(notificationsApi.util.upsertQueryData('notificationCount', undefined, { unreadCount: payload.unreadCount }));
      dispatch(notificationsApi.util.invalidateTags(['Notifications']));
    },
    () => dispatch(notificationsApi.util.invalidateTags(['Notifications', 'NotificationCount'])),
  );

  return count.data?.unreadCount ?? 0;
}
