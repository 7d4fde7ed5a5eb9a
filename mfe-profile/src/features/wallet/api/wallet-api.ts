import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_PATHS,
  createBaseQuery,
  type Certification,
  type CertificationList,
  type CreateCertificationRequest,
  type CreateLicenceRequest,
  type Licence,
  type LicenceList,
  type MessageResponse,
  type Practice,
  type ReminderEntry,
  type UpdateCertificationRequest,
  type UpdateLicenceRequest,
} from '@nurse/api-client';
import { withSavedCopies } from '@nurse/host';

export type WalletKind = 'licences' | 'certifications';
/** What can hold one document: a wallet entry, or a CE activity (its certificate). */
export type DocumentKind = WalletKind | 'ce-activities';

/**
 * The cache tag a kind's list lives under; a licence change also changes where she can practise and
 * its CE cycle (api/ce-api.ts).
 */
const TAG = { licences: 'Licences', certifications: 'Certifications', 'ce-activities': 'CeActivities' } as const;
const changed = (kind: WalletKind) =>
  kind === 'licences' ? [TAG.licences, 'Practice' as const, 'CeProgress' as const] : [TAG.certifications];

/** The nurse's own licences and certifications, their documents, and where she can practise. */
export const walletApi = createApi({
  reducerPath: 'walletApi',
  baseQuery: withSavedCopies(createBaseQuery()),
  // CE and the calendar feed inject their endpoints (api/ce-api.ts, api/calendar-feed-api.ts).
  tagTypes: ['Licences', 'Certifications', 'Practice', 'CeActivities', 'CeProgress', 'CeRequirement', 'CalendarFeed'],
  refetchOnFocus: false,
  // Back online, the screens read again rather than keep showing the copies saved on the device.
  refetchOnReconnect: true,
  endpoints: (build) => ({
    licences: build.query<Licence[], void>({
      query: () => API_PATHS.licences,
      transformResponse: (list: LicenceList) => list.items,
      providesTags: [TAG.licences],
    }),
    certifications: build.query<Certification[], void>({
      query: () => API_PATHS.certifications,
      transformResponse: (list: CertificationList) => list.items,
      providesTags: [TAG.certifications],
    }),
    practice: build.query<Practice, void>({
      query: () => API_PATHS.practice,
      providesTags: ['Practice'],
    }),
    /** The licence or certification a renewal reminder she followed was about. */
    reminderEntry: build.query<ReminderEntry, number>({
      query: (id) => API_PATHS.renewalReminder(id),
    }),
    createLicence: build.mutation<Licence, CreateLicenceRequest>({
      query: (body) => ({ url: API_PATHS.licences, method: 'POST', body }),
      invalidatesTags: changed('licences'),
    }),
    updateLicence: build.mutation<Licence, { id: number; body: UpdateLicenceRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.licence(id), method: 'PUT', body }),
      invalidatesTags: changed('licences'),
    }),
    createCertification: build.mutation<Certification, CreateCertificationRequest>({
      query: (body) => ({ url: API_PATHS.certifications, method: 'POST', body }),
      invalidatesTags: changed('certifications'),
    }),
    updateCertification: build.mutation<Certification, { id: number; body: UpdateCertificationRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.certification(id), method: 'PUT', body }),
      invalidatesTags: changed('certifications'),
    }),
    deleteEntry: build.mutation<MessageResponse, { kind: WalletKind; id: number }>({
      query: ({ kind, id }) => ({ url: API_PATHS.credentialEntry(kind, id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => changed(kind),
    }),
    uploadDocument: build.mutation<unknown, { kind: DocumentKind; id: number; file: File }>({
      query: ({ kind, id, file }) => {
        const body = new FormData();
        body.append('document', file, file.name);
        return { url: API_PATHS.credentialDocument(kind, id), method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
    deleteDocument: build.mutation<MessageResponse, { kind: DocumentKind; id: number }>({
      query: ({ kind, id }) => ({ url: API_PATHS.credentialDocument(kind, id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => [TAG[kind]],
    }),
  }),
});

export const {
  useLicencesQuery,
  useCertificationsQuery,
  usePracticeQuery,
  useReminderEntryQuery,
  useCreateLicenceMutation,
  useUpdateLicenceMutation,
  useCreateCertificationMutation,
  useUpdateCertificationMutation,
  useDeleteEntryMutation,
  useUploadDocumentMutation,
  useDeleteDocumentMutation,
} = walletApi;
