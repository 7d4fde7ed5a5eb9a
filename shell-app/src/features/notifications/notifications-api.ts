import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { API_PATHS, type NotificationItem, type NotificationPage, type NotificationUnread } from '@nurse/api-client';
import { shellApi } from '../../app/api';
import { BADGES_TAG } from '../live/badges-api';

export type { NotificationItem };

export const NOTIFICATION_PAGE_SIZE = 20;

const notificationsWithTags = shellApi.enhanceEndpoints({ addTagTypes: ['Notifications', BADGES_TAG] });

/** The bell's list of the signed-in nurse's notifications, newest first (its count is one of the badges). */
export const notificationsApi = notificationsWithTags.injectEndpoints({
  endpoints: (build) => ({
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
      invalidatesTags: ['Notifications', BADGES_TAG],
    }),
    markAllNotificationsRead: build.mutation<NotificationUnread, void>({
      query: () => ({ url: API_PATHS.notificationsReadAll, method: 'PUT' }),
      invalidatesTags: ['Notifications', BADGES_TAG],
    }),
  }),
});

export const { useNotificationsInfiniteQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;

/** The store's dispatch as this api's cache updates need it (the shell's api is added to the store at start). */
export type NotificationsDispatch = ThunkDispatch<{ shellApi: ReturnType<typeof notificationsApi.reducer> }, unknown, UnknownAction>;
