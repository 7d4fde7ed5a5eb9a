import { API_PATHS } from '@nurse/api-client';
import type { NotificationCategory } from '@nurse/domain';
import { shellApi } from '../../app/api';

/** What a link stops: its categories, named together as the screens name them, and whether they are emailed now. */
export interface UnsubscribeTarget {
  category: NotificationCategory;
  categories: NotificationCategory[];
  label: string;
  email: boolean;
}

/** The unsubscribe link of a notification email: no session, the signed token says who and what. */
export const unsubscribeApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    // Reading changes nothing (mail scanners fetch links); JSON asks for the category instead of a redirect.
    unsubscribeTarget: build.query<UnsubscribeTarget, string>({
      query: (token) => ({ url: API_PATHS.unsubscribe(token), headers: { Accept: 'application/json' } }),
    }),
    unsubscribe: build.mutation<UnsubscribeTarget, string>({
      query: (token) => ({ url: API_PATHS.unsubscribe(token), method: 'POST' }),
    }),
  }),
});

export const { useUnsubscribeTargetQuery, useUnsubscribeMutation } = unsubscribeApi;
