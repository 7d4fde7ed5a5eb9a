/** The administrator's job board routes (all behind the admin session cookie). */
export const ADMIN_JOB_PATHS = {
  jobs: '/api/admin/jobs',
  job: (id: number) => `/api/admin/jobs/${id}`,
  open: (id: number) => `/api/admin/jobs/${id}/open`,
  close: (id: number) => `/api/admin/jobs/${id}/close`,
} as const;
