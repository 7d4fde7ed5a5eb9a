import { API_PATHS, type CalendarFeedStatus, type CalendarFeedUrl, type MessageResponse } from '@nurse/api-client';
import { walletApi } from './wallet-api';

/** Her private calendar feed of expiry dates: whether it is on, a new URL (shown once), turning it off. */
export const calendarFeedApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeedStatus, void>({
      query: () => API_PATHS.calendarFeed,
      providesTags: ['CalendarFeed'],
    }),
    makeCalendarFeed: build.mutation<CalendarFeedUrl, void>({
      query: () => ({ url: API_PATHS.calendarFeed, method: 'POST' }),
      invalidatesTags: ['CalendarFeed'],
    }),
    revokeCalendarFeed: build.mutation<MessageResponse, void>({
      query: () => ({ url: API_PATHS.calendarFeed, method: 'DELETE' }),
      invalidatesTags: ['CalendarFeed'],
    }),
  }),
});

export const { useCalendarFeedQuery, useMakeCalendarFeedMutation, useRevokeCalendarFeedMutation } = calendarFeedApi;
