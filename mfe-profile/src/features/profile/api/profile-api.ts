import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_PATHS,
  createBaseQuery,
  type Certification,
  type CertificationList,
  type MessageResponse,
  type ResumeUploaded,
  type UpdateProfileRequest,
  type User,
} from '@nurse/api-client';

/** Paths of the profile calls, next to the shared ones of @nurse/api-client. */
export const PROFILE_PATHS = {
  me: API_PATHS.me,
  user: API_PATHS.user,
  avatar: (id: number) => `/api/users/${id}/avatar`,
  resume: (id: number) => `/api/users/${id}/resume`,
} as const;

/** One file as a multipart body under the field name the server expects. */
function multipart(field: 'avatar' | 'resume', file: File): FormData {
  const body = new FormData();
  body.append(field, file, file.name);
  return body;
}

/**
 * The nurse's own record: reading it back, saving profile fields, photo and résumé. Injected into the
 * shell's store by each page (host.injectApi). The saved user itself lives in the shell's session,
 * which every successful call updates (host.session.setUser).
 */
export const profileApi = createApi({
  reducerPath: 'profileApi',
  baseQuery: createBaseQuery(),
  // No refetch on focus, no polling, no retries.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: (build) => ({
    /** GET /api/auth/me, used to reload the user after onboarding. */
    currentUser: build.query<User, void>({
      query: () => PROFILE_PATHS.me,
      keepUnusedDataFor: 0,
    }),
    /** Her wallet's certifications, which the profile shows ticked; read afresh by each profile visit. */
    walletCertifications: build.query<Certification[], void>({
      query: () => API_PATHS.certifications,
      transformResponse: (list: CertificationList) => list.items,
      keepUnusedDataFor: 0,
    }),
    updateProfile: build.mutation<User, { id: number; body: UpdateProfileRequest }>({
      query: ({ id, body }) => ({ url: PROFILE_PATHS.user(id), method: 'PUT', body }),
    }),
    uploadAvatar: build.mutation<User, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: PROFILE_PATHS.avatar(id), method: 'POST', body: multipart('avatar', file) }),
    }),
    uploadResume: build.mutation<ResumeUploaded, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: PROFILE_PATHS.resume(id), method: 'POST', body: multipart('resume', file) }),
    }),
    deleteResume: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: PROFILE_PATHS.resume(id), method: 'DELETE' }),
    }),
  }),
});

export const {
  useCurrentUserQuery,
  useLazyCurrentUserQuery,
  useWalletCertificationsQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useUploadResumeMutation,
  useDeleteResumeMutation,
} = profileApi;
