import { API_PATHS, type WaitlistStatus } from '@nurse/api-client';
import { shellApi } from '../../../app/api';

export const waitlistApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    waitlist: build.query<WaitlistStatus, void>({ query: () => API_PATHS.waitlist, providesTags: ['Waitlist'] }),
  }),
});

export const { useWaitlistQuery } = waitlistApi;
