import { skipToken } from '@reduxjs/toolkit/query/react';
import { LIVE_EVENTS, POLL_INTERVALS_MS, ROUTES } from '@nurse/domain';
import { useLiveConnected, useLiveEvent, useRemoteHost } from '@nurse/host';
import { useDispatch } from 'react-redux';
import { topBarCountsApi, usePendingRequestsQuery, useUnreadTotalQuery, type TopBarCountsDispatch } from './live-api';

export interface TopBarCounts {
  unreadMessages: number;
  pendingRequests: number;
}

function isCount(payload: unknown, key: 'unreadCount' | 'total'): payload is Record<typeof key, number> {
  return typeof payload === 'object' && payload !== null && Number.isInteger((payload as Record<string, unknown>)[key]);
}

/**
 * The top bar's badges for a live nurse: read once, then moved by the live socket's `unread` and
 * `requests` events. While the socket is down they are polled (unread every 5 s, requests every 10 s,
 * both every 30 s on the profile screen), and read again when it comes back.
 */
export function useTopBarCounts(userId: number | null, pathname: string): TopBarCounts {
  const { live } = useRemoteHost();
  const dispatch = useDispatch<TopBarCountsDispatch>();
  const connected = useLiveConnected(live);
  const onProfile = pathname === ROUTES.profile;
  const pollingFor = (interval: number) => (connected ? 0 : onProfile ? POLL_INTERVALS_MS.onProfile : interval);

  const unread = useUnreadTotalQuery(userId ?? skipToken, { pollingInterval: pollingFor(POLL_INTERVALS_MS.unreadMessages) });
  const requests = usePendingRequestsQuery(userId ?? skipToken, {
    pollingInterval: pollingFor(POLL_INTERVALS_MS.connectionRequests),
  });

  const catchUp = () => {
    if (userId === null) return;
    void unread.refetch();
    void requests.refetch();
  };
  useLiveEvent(
    live,
    LIVE_EVENTS.unread,
    (payload) => {
      if (userId === null || !isCount(payload, 'unreadCount')) return;
      void dispatch(topBarCountsApi.util.upsertQueryData('unreadTotal', userId, { unreadCount: payload.unreadCount }));
    },
    catchUp,
  );
  useLiveEvent(live, LIVE_EVENTS.requests, (payload) => {
    if (userId === null || !isCount(payload, 'total')) return;
    dispatch(
      topBarCountsApi.util.updateQueryData('pendingRequests', userId, (page) => {
        page.total = payload.total;
      }),
    );
  });

  return { unreadMessages: unread.data?.unreadCount ?? 0, pendingRequests: requests.data?.total ?? 0 };
}
