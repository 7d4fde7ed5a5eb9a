import { API_PATHS, type SentInvites } from '@nurse/api-client';
import { shellApi } from '../../../app/api';

export const invitesApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    sendInvites: build.mutation<SentInvites, { emails: string[] }>({
      query: (body) => ({ url: API_PATHS.sendInvites, method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
  }),
});

export const { useSendInvitesMutation } = invitesApi;
