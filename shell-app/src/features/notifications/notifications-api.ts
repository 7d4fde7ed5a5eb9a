import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { API_PATHS, type NotificationItem, type NotificationPage, type NotificationUnread } from '@nurse/api-client';
import { shellApi } from '../../app/api';

export type { NotificationItem };

export const NOTIFICATION_PAGE_SIZE = 20;

const notificationsWithTags = shellApi.enhanceEndpoints({ addTagTypes: ['Notifications', 'NotificationCount'] });

/** The bell's count and the panel's list of the signed-in nurse's notifications, newest first. */
export const notificationsApi = notificationsWithTags.injectEndpoints({
  endpoints: (build) => ({
    notificationCount: build.query<NotificationUnread, void>({
      query: () => API_PATHS.notificationsUnreadCount,
      providesTags: ['NotificationCount'],
    }),
    notifications: build.infiniteQuery<NotificationPage, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ pageParam }) => ({
        url: API_PATHS.notifications,
        params: pageParam ? { pageSize: NOTIFICATION_PAGE_SIZE, cursor: pageParam } : { pageSize: NOTIFICATION_PAGE_SIZE },
      }),
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<NotificationItem, number>({
      query: (id) => ({ url: API_PATHS.notificationRead(id), method: 'PUT' }),
      invalidatesTags: ['Notifications', 'NotificationCount'],
    }),
    markAllNotificationsRead: build.mutation<NotificationUnread, void>({
      query: () => ({ url: API_PATHS.notificationsReadAll, method: 'PUT' }),
      invalidatesTags: ['Notifications', 'NotificationCount'],
    }),
  }),
});

export const {
  useNotificationCountQuery,
  useNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;

/** The store's dispatch as this api's cache updates need it (the shell's api is added to the store at start). */
export type NotificationsDispatch = ThunkDispatch<{ shellApi: ReturnType<typeof notificationsApi.reducer> }, unknown, UnknownAction>;
