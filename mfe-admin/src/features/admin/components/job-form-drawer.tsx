import { Button, Spin } from '@nurse/ui-kit';
import { Drawer } from '@nurse/ui-kit/drawer';
import { useAdminJobQuery } from '../api/admin-api';
import { ADMIN_TEXT, JOB_TEXT } from '../texts';
import { EMPTY_JOB, jobFormValues } from '../utils/job-form-values';
import { ErrorNotice } from './error-notice';
import { JobForm } from './job-form';
import { PayHistory } from './pay-history';

interface JobFormDrawerProps {
  open: boolean;
  /** The listing to edit, read afresh with its pay history; null to write a new one. Kept while it closes. */
  jobId: number | null;
  onClose(): void;
}

/** The listing form in a side panel, full width on small screens; editing shows the pay history above it. */
export function JobFormDrawer({ open, jobId, onClose }: JobFormDrawerProps) {
  const editing = jobId !== null;
  const { data: job, isFetching, isError, refetch } = useAdminJobQuery(jobId ?? 0, { skip: !editing, refetchOnMountOrArgChange: true });
  const shown = job && job.id === jobId && !isFetching ? job : undefined;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={jobId === null ? JOB_TEXT.newTitle : JOB_TEXT.editTitle}
      size="min(640px, 100vw)"
      destroyOnHidden
    >
      {jobId === null ? <JobForm key="new" jobId={null} initial={EMPTY_JOB} onDone={onClose} /> : null}
      {editing && isError && !shown ? (
        <ErrorNotice
          message={JOB_TEXT.loadFailed}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {ADMIN_TEXT.retry}
            </Button>
          }
        />
      ) : null}
      {editing && !shown && isFetching ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      ) : null}
      {shown ? (
        <>
          <PayHistory changes={shown.payHistory} />
          <JobForm key={shown.id} jobId={shown.id} initial={jobFormValues(shown)} onDone={onClose} />
        </>
      ) : null}
    </Drawer>
  );
}
