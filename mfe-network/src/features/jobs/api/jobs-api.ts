import {
  API_PATHS,
  type JobAlert,
  type JobAlertList,
  type JobAlertWriteRequest,
  type JobApplication,
  type JobApplicationList,
  type JobDetail,
  type TrackJobRequest,
} from '@nurse/api-client';
import { networkApi } from '../../shared/api/network-api';

/**
 * A listing's details, her application tracker and her saved searches, added to the network api when the
 * Jobs tab is first opened (the Interests page's first download does not carry them).
 */
export const jobsApi = networkApi.enhanceEndpoints({ addTagTypes: ['JobApplications', 'JobDetail', 'JobAlerts'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One listing with its pay history; a closed one stays readable. */
    jobDetail: build.query<JobDetail, number>({
      query: (id) => API_PATHS.job(id),
      providesTags: (_result, _error, id) => [{ type: 'JobDetail', id }],
    }),
    /** Her tracker, most recently changed first, closed listings included. */
    jobApplications: build.query<JobApplication[], void>({
      query: () => API_PATHS.jobApplications,
      transformResponse: (list: JobApplicationList) => list.items,
      providesTags: ['JobApplications'],
    }),
    /** Saves a listing, moves it to a stage, or changes her note. */
    trackJob: build.mutation<JobApplication, { jobId: number } & TrackJobRequest>({
      query: ({ jobId, ...body }) => ({ url: API_PATHS.jobApplication(jobId), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { jobId }) => ['JobApplications', { type: 'JobDetail', id: jobId }],
    }),
    untrackJob: build.mutation<void, number>({
      query: (jobId) => ({ url: API_PATHS.jobApplication(jobId), method: 'DELETE' }),
      invalidatesTags: ['JobApplications'],
    }),
    jobAlerts: build.query<JobAlert[], void>({
      query: () => API_PATHS.jobAlerts,
      transformResponse: (list: JobAlertList) => list.items,
      providesTags: ['JobAlerts'],
    }),
    createJobAlert: build.mutation<JobAlert, JobAlertWriteRequest>({
      query: (body) => ({ url: API_PATHS.jobAlerts, method: 'POST', body }),
      invalidatesTags: ['JobAlerts'],
    }),
    /** Changes a saved search; the server takes it whole (name, filters and alert switch). */
    updateJobAlert: build.mutation<JobAlert, { id: number } & JobAlertWriteRequest>({
      query: ({ id, ...body }) => ({ url: API_PATHS.jobAlert(id), method: 'PUT', body }),
      invalidatesTags: ['JobAlerts'],
    }),
    deleteJobAlert: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.jobAlert(id), method: 'DELETE' }),
      invalidatesTags: ['JobAlerts'],
    }),
  }),
});

export const {
  useJobDetailQuery,
  useJobApplicationsQuery,
  useTrackJobMutation,
  useUntrackJobMutation,
  useJobAlertsQuery,
  useCreateJobAlertMutation,
  useUpdateJobAlertMutation,
  useDeleteJobAlertMutation,
} = jobsApi;
