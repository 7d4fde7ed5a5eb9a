import { API_PATHS, type UnsubscribeAnswer } from '@nurse/api-client';
import { shellApi } from '../../app/api';

/** The unsubscribe link of a notification email: no session, the signed token says who and what. */
export const unsubscribeApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    // Reading changes nothing (mail scanners fetch links); JSON asks for the category instead of a redirect.
    unsubscribeTarget: build.query<UnsubscribeAnswer, string>({
      query: (token) => ({ url: API_PATHS.unsubscribe(token), headers: { Accept: 'application/json' } }),
    }),
    unsubscribe: build.mutation<UnsubscribeAnswer, string>({
      query: (token) => ({ url: API_PATHS.unsubscribe(token), method: 'POST' }),
    }),
  }),
});

export const { useUnsubscribeTargetQuery, useUnsubscribeMutation } = unsubscribeApi;
