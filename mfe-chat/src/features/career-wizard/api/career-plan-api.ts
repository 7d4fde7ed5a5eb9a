import { createApi } from '@reduxjs/toolkit/query/react';
import { API_PATHS, createBaseQuery, type CareerPlan, type CareerRecommendation, type GenerationStatus } from '@nurse/api-client';

/** The signed-in nurse's career plan: her recommendations, generating them, completing and deleting one. */
export const careerPlanApi = createApi({
  reducerPath: 'careerPlanApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Plan'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: (build) => ({
    recommendations: build.query<CareerRecommendation[], void>({
      query: () => API_PATHS.careerRecommendations,
      providesTags: ['Plan'],
    }),
    generate: build.mutation<CareerPlan, number>({
      query: (userId) => ({ url: API_PATHS.careerPlanGenerate, method: 'POST', body: { userId } }),
      invalidatesTags: (result) => (result?.state === 'queued' ? [] : ['Plan']),
    }),
    generation: build.query<GenerationStatus, void>({
      query: () => API_PATHS.careerPlanGeneration,
      keepUnusedDataFor: 0,
    }),
    setCompleted: build.mutation<CareerRecommendation, { id: number; isCompleted: boolean }>({
      query: ({ id, isCompleted }) => ({ url: API_PATHS.careerRecommendationComplete(id), method: 'PUT', body: { isCompleted } }),
      invalidatesTags: ['Plan'],
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.careerRecommendation(id), method: 'DELETE' }),
      invalidatesTags: ['Plan'],
    }),
  }),
});

export const { useRecommendationsQuery, useGenerateMutation, useLazyGenerationQuery, useSetCompletedMutation, useRemoveMutation } =
  careerPlanApi;
