import type { DeclaredLicence, DeclaredLicenceList, MessageResponse } from '@nurse/api-client';
import { walletApi } from './wallet-api';

/** Paths of the declared-licence calls, kept here rather than in the shared list the shell loads on every page. */
export const DECLARED_LICENCE_PATHS = {
  list: '/api/credentials/declared-licences',
  one: (id: number) => `/api/credentials/declared-licences/${id}`,
} as const;

/**
 * The licences she named on onboarding or the profile without number and dates. They share the
 * licences' tag: adding a complete licence of the same type and state removes its declared one on the
 * server, and removing a declared one changes nothing else the wallet shows.
 */
export const declaredLicencesApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    declaredLicences: build.query<DeclaredLicence[], void>({
      query: () => DECLARED_LICENCE_PATHS.list,
      transformResponse: (list: DeclaredLicenceList) => list.items,
      providesTags: ['Licences'],
    }),
    removeDeclaredLicence: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: DECLARED_LICENCE_PATHS.one(id), method: 'DELETE' }),
      invalidatesTags: ['Licences'],
    }),
  }),
});

export const { useDeclaredLicencesQuery, useRemoveDeclaredLicenceMutation } = declaredLicencesApi;
