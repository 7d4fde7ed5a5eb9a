import {
  API_PATHS,
  type CeActivity,
  type CeActivityList,
  type CeProgress,
  type CeRequirement,
  type CreateCeActivityRequest,
  type MessageResponse,
  type PutCeRequirementRequest,
  type UpdateCeActivityRequest,
} from '@nurse/api-client';
import { walletApi } from './wallet-api';

/** An activity's hours count toward every licence's cycle it falls in; her requirement changes one licence's. */
const ACTIVITY_CHANGED = ['CeActivities', 'CeProgress'] as const;

/** Her continuing education: activities with their certificates, progress per licence, her own requirements. */
export const ceApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    ceActivities: build.query<CeActivity[], void>({
      query: () => API_PATHS.ceActivities,
      transformResponse: (list: CeActivityList) => list.items,
      providesTags: ['CeActivities'],
    }),
    createCeActivity: build.mutation<CeActivity, CreateCeActivityRequest>({
      query: (body) => ({ url: API_PATHS.ceActivities, method: 'POST', body }),
      invalidatesTags: [...ACTIVITY_CHANGED],
    }),
    updateCeActivity: build.mutation<CeActivity, { id: number; body: UpdateCeActivityRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.ceActivity(id), method: 'PUT', body }),
      invalidatesTags: [...ACTIVITY_CHANGED],
    }),
    deleteCeActivity: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: API_PATHS.ceActivity(id), method: 'DELETE' }),
      invalidatesTags: [...ACTIVITY_CHANGED],
    }),
    ceProgress: build.query<CeProgress, number>({
      query: (licenceId) => API_PATHS.ceProgress(licenceId),
      providesTags: (_result, _error, licenceId) => [{ type: 'CeProgress', id: licenceId }],
    }),
    ceRequirement: build.query<CeRequirement, number>({
      query: (licenceId) => API_PATHS.ceRequirement(licenceId),
      providesTags: (_result, _error, licenceId) => [{ type: 'CeRequirement', id: licenceId }],
    }),
    saveCeRequirement: build.mutation<CeRequirement, { licenceId: number; body: PutCeRequirementRequest }>({
      query: ({ licenceId, body }) => ({ url: API_PATHS.ceRequirement(licenceId), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { licenceId }) => [
        { type: 'CeProgress', id: licenceId },
        { type: 'CeRequirement', id: licenceId },
      ],
    }),
    deleteCeRequirement: build.mutation<MessageResponse, number>({
      query: (licenceId) => ({ url: API_PATHS.ceRequirement(licenceId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, licenceId) => [
        { type: 'CeProgress', id: licenceId },
        { type: 'CeRequirement', id: licenceId },
      ],
    }),
  }),
});

export const {
  useCeActivitiesQuery,
  useCreateCeActivityMutation,
  useUpdateCeActivityMutation,
  useDeleteCeActivityMutation,
  useCeProgressQuery,
  useCeRequirementQuery,
  useSaveCeRequirementMutation,
  useDeleteCeRequirementMutation,
} = ceApi;
