import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@nurse/api-client';

/**
 * The shell's one RTK Query api; features add their endpoints with injectEndpoints.
 * Cache defaults: data never goes stale, no refetch on focus or reconnect, no retries
 * (fetchBaseQuery never retries on its own).
 */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Waitlist'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
