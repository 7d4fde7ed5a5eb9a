import type { Job } from '@nurse/api-client';
import { Button } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';
import { useJobFollowersQuery } from '../api/admin-api';
import { JOB_TEXT } from '../texts';

interface CloseListingDialogProps {
  /** The open listing about to be closed; null while nothing is asked. */
  job: Pick<Job, 'id' | 'title'> | null;
  closing: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a listing closes, saying how many nurses following it will be told. */
export function CloseListingDialog({ job, closing, onConfirm, onCancel }: CloseListingDialogProps) {
  const followers = useJobFollowersQuery(job?.id ?? 0, { skip: job === null, refetchOnMountOrArgChange: true });
  const count = followers.isFetching ? undefined : followers.data?.count;
  return (
    <Modal
      open={job !== null}
      title={JOB_TEXT.closeConfirmTitle}
      onCancel={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{JOB_TEXT.keepOpen}</Button>
          <Button type="primary" danger loading={closing} onClick={onConfirm}>
            {JOB_TEXT.closeConfirm}
          </Button>
        </>
      }
    >
      {job ? (
        <>
          <p>
            <strong>{job.title}</strong>. {JOB_TEXT.closeConfirmSearch}
          </p>
          <p aria-live="polite">
            {count !== undefined
              ? JOB_TEXT.closeConfirmFollowers(count)
              : followers.isError
                ? JOB_TEXT.closeConfirmCountFailed
                : JOB_TEXT.closeConfirmCounting}
          </p>
        </>
      ) : null}
    </Modal>
  );
}
