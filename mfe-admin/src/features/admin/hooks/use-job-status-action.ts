import { useNotify } from '@nurse/ui-kit';
import { readErrorMessage, type Job } from '@nurse/api-client';
import { useChangeJobStatusMutation, type JobStatusAction } from '../api/admin-api';
import { ADMIN_TEXT, JOB_TEXT } from '../texts';

/** The one status change a listing offers: a draft is published, an open one closed, a closed one reopened. */
export function jobStatusAction(job: Pick<Job, 'status'>): { action: JobStatusAction; label: string; done: string } {
  switch (job.status) {
    case 'draft':
      return { action: 'open', label: JOB_TEXT.publish, done: JOB_TEXT.published };
    case 'open':
      return { action: 'close', label: JOB_TEXT.close, done: JOB_TEXT.closed };
    case 'closed':
      return { action: 'open', label: JOB_TEXT.reopen, done: JOB_TEXT.reopened };
  }
}

/** Publish, close or reopen a listing, confirming it or showing the server's refusal. */
export function useJobStatusAction() {
  const notify = useNotify();
  const [changeStatus, { isLoading, originalArgs }] = useChangeJobStatusMutation();

  const run = async (job: Pick<Job, 'id' | 'status'>) => {
    const { action, done } = jobStatusAction(job);
    try {
      await changeStatus({ id: job.id, action }).unwrap();
      notify.success(done);
    } catch (error) {
      notify.error(JOB_TEXT.statusFailed, readErrorMessage(error, ADMIN_TEXT.tryAgain));
    }
  };

  return { run, pendingId: isLoading ? (originalArgs?.id ?? null) : null };
}
