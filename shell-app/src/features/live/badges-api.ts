import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { API_PATHS, type Badges } from '@nurse/api-client';
import { shellApi } from '../../app/api';

export type { Badges };

/** Whatever changes one of the top bar's counts (reading notifications, say) invalidates this tag. */
export const BADGES_TAG = 'Badges';

/** The top bar's three counts of the signed-in nurse, in one request. */
export const badgesApi = shellApi.enhanceEndpoints({ addTagTypes: [BADGES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    badges: build.query<Badges, void>({
      query: () => API_PATHS.badges,
      providesTags: [BADGES_TAG],
    }),
  }),
});

export const { useBadgesQuery } = badgesApi;

/**
 * The store's dispatch as the cache updates of this endpoint need it: the shell's api is added to the
 * store at start, under a reducer path the store's static type does not list.
 */
export type BadgesDispatch = ThunkDispatch<{ shellApi: ReturnType<typeof badgesApi.reducer> }, unknown, UnknownAction>;
