import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { API_PATHS, type ConnectionRequestPage, type UnreadCount } from '@nurse/api-client';
import { shellApi } from '../../app/api';

/** The top bar's two counts: unread messages and pending connection requests of the signed-in nurse. */
export const topBarCountsApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    unreadTotal: build.query<UnreadCount, number>({
      query: (userId) => API_PATHS.unreadMessages(userId),
    }),
    pendingRequests: build.query<ConnectionRequestPage, number>({
      // Only the total is shown; one item keeps the answer small.
      query: (userId) => ({ url: API_PATHS.connectionRequests(userId), params: { pageSize: 1 } }),
    }),
  }),
});

export const { useUnreadTotalQuery, usePendingRequestsQuery } = topBarCountsApi;

/**
 * The store's dispatch as the cache updates of these endpoints need it: the shell's api is added to the
 * store at start, under a reducer path the store's static type does not list.
 */
export type TopBarCountsDispatch = ThunkDispatch<{ shellApi: ReturnType<typeof topBarCountsApi.reducer> }, unknown, UnknownAction>;
