import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_PATHS,
  createBaseQuery,
  type AdminLoginRequest,
  type AdminSession,
  type JoinStaffRequest,
  type RecoveryCodes,
  type Staff,
  type StaffList,
  type TwoFactorSetup,
  type AdminStats,
  type AdminUserPage,
  type InvitationPage,
  type FiledReport,
  type Job,
  type JobDetail,
  type JobFollowers,
  type JobSearchPage,
  type JobWriteRequest,
  type MessageResponse,
  type ReportPage,
  type SentInvites,
  type User,
} from '@nurse/api-client';
import type { AccountStatus, ReportStatus, StaffRole } from '@nurse/domain';

export interface PageQuery {
  search: string;
  /** The `nextCursor` of the page before; undefined for the first page. */
  cursor?: string;
  pageSize: number;
}

export const ADMIN_PAGE_SIZE = 20;

export interface ReportQuery {
  status: ReportStatus;
  cursor?: string;
  pageSize: number;
}

export type JobStatus = Job['status'];
/** A listing's statuses, in the order of its life; the API's type keeps them in step. */
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const satisfies readonly JobStatus[];

export interface JobQuery {
  q: string;
  /** Every status when left out. */
  status?: JobStatus;
  cursor?: string;
  pageSize: number;
}

/** A listing's status change: publish or reopen (`open`), or `close`. */
export type JobStatusAction = 'open' | 'close';

/** Admin calls. Injected into the shell's store by each page via host.injectApi. */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['AdminSession', 'Stats', 'Users', 'Invitations', 'Reports', 'Jobs', 'Staff'],
  // No refetch on window focus, no polling: data is refreshed by tag invalidation.
  refetchOnFocus: false,
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminSession, AdminLoginRequest>({
      query: (body) => ({ url: API_PATHS.adminLogin, method: 'POST', body }),
      invalidatesTags: ['AdminSession', 'Stats', 'Users', 'Invitations', 'Reports', 'Jobs', 'Staff'],
    }),
    joinStaff: build.mutation<AdminSession, JoinStaffRequest>({
      query: (body) => ({ url: API_PATHS.staffJoin, method: 'POST', body }),
      invalidatesTags: ['AdminSession'],
    }),
    startStaffTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: API_PATHS.adminTwoFactorSetup, method: 'POST' }),
    }),
    /** The session is not refreshed here: her recovery codes are shown first, then she continues. */
    enableStaffTwoFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: API_PATHS.adminTwoFactorEnable, method: 'POST', body }),
    }),
    staffList: build.query<StaffList, void>({
      query: () => API_PATHS.staff,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<MessageResponse, { email: string; role: StaffRole }>({
      query: (body) => ({ url: API_PATHS.staffInvitations, method: 'POST', body }),
    }),
    setStaffRole: build.mutation<Staff, { id: number; role: StaffRole }>({
      query: ({ id, role }) => ({ url: API_PATHS.staffRole(id), method: 'PUT', body: { role } }),
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: API_PATHS.staffMember(id), method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
    adminLogout: build.mutation<MessageResponse, void>({
      query: () => ({ url: API_PATHS.adminLogout, method: 'POST' }),
    }),
    adminSession: build.query<AdminSession, void>({
      query: () => API_PATHS.adminSession,
      providesTags: ['AdminSession'],
    }),
    adminStats: build.query<AdminStats, void>({
      query: () => API_PATHS.adminStats,
      providesTags: ['Stats'],
    }),
    adminUsers: build.query<AdminUserPage, PageQuery>({
      query: (params) => ({ url: API_PATHS.adminUsers, params }),
      providesTags: ['Users'],
    }),
    adminUser: build.query<User, number>({
      query: (id) => API_PATHS.adminUser(id),
      providesTags: (_result, _error, id) => [{ type: 'Users', id }],
    }),
    updateUserStatus: build.mutation<User, { id: number; status: AccountStatus }>({
      query: ({ id, status }) => ({ url: API_PATHS.adminUserStatus(id), method: 'PUT', body: { status } }),
      // A status change moves the counters, the user lists and the invitation statuses.
      invalidatesTags: ['Stats', 'Users', 'Invitations'],
    }),
    turnOffUserTwoFactor: build.mutation<void, number>({
      query: (id) => ({ url: API_PATHS.adminUserTwoFactor(id), method: 'DELETE' }),
    }),
    adminInvitations: build.query<InvitationPage, PageQuery>({
      query: (params) => ({ url: API_PATHS.adminInvitations, params }),
      providesTags: ['Invitations'],
    }),
    resendInvite: build.mutation<SentInvites, string>({
      // The admin resends by sending a list of one.
      query: (email) => ({ url: API_PATHS.sendInvites, method: 'POST', body: { emails: [email] } }),
      invalidatesTags: ['Invitations'],
    }),
    adminReports: build.query<ReportPage, ReportQuery>({
      query: (params) => ({ url: API_PATHS.adminReports, params }),
      providesTags: ['Reports'],
    }),
    resolveReport: build.mutation<FiledReport, { id: number; action: 'dismiss' | 'suspend' }>({
      query: ({ id, action }) => ({ url: API_PATHS.adminReport(id), method: 'PUT', body: { action } }),
      // Suspending moves the account back to pending: the counters and the users list change too.
      invalidatesTags: ['Reports', 'Stats', 'Users'],
    }),
    adminJobs: build.query<JobSearchPage, JobQuery>({
      query: (params) => ({ url: API_PATHS.adminJobs, params }),
      providesTags: ['Jobs'],
    }),
    adminJob: build.query<JobDetail, number>({
      query: (id) => API_PATHS.adminJob(id),
      providesTags: (_result, _error, id) => [{ type: 'Jobs', id }],
    }),
    createJob: build.mutation<JobDetail, JobWriteRequest>({
      query: (body) => ({ url: API_PATHS.adminJobs, method: 'POST', body }),
      invalidatesTags: ['Jobs'],
    }),
    updateJob: build.mutation<JobDetail, { id: number; body: JobWriteRequest }>({
      query: ({ id, body }) => ({ url: API_PATHS.adminJob(id), method: 'PUT', body }),
      // The list and this listing's pay history change.
      invalidatesTags: ['Jobs'],
    }),
    /** Read afresh each time the close dialog opens: nurses save and drop listings all the time. */
    jobFollowers: build.query<JobFollowers, number>({
      query: (id) => API_PATHS.adminJobFollowers(id),
      keepUnusedDataFor: 0,
    }),
    changeJobStatus: build.mutation<JobDetail, { id: number; action: JobStatusAction }>({
      query: ({ id, action }) => ({ url: action === 'open' ? API_PATHS.adminJobOpen(id) : API_PATHS.adminJobClose(id), method: 'POST' }),
      // Publishing starts the pay history.
      invalidatesTags: ['Jobs'],
    }),
  }),
});

export const {
  useTurnOffUserTwoFactorMutation,
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useAdminSessionQuery,
  useJoinStaffMutation,
  useStartStaffTwoFactorMutation,
  useEnableStaffTwoFactorMutation,
  useStaffListQuery,
  useInviteStaffMutation,
  useSetStaffRoleMutation,
  useRemoveStaffMutation,
  useAdminStatsQuery,
  useAdminUsersQuery,
  useAdminUserQuery,
  useUpdateUserStatusMutation,
  useAdminInvitationsQuery,
  useResendInviteMutation,
  useAdminReportsQuery,
  useResolveReportMutation,
  useAdminJobsQuery,
  useAdminJobQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useChangeJobStatusMutation,
  useJobFollowersQuery,
} = adminApi;
