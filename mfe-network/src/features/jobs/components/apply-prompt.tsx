import { failureDescription, type Job } from '@nurse/api-client';
import { Button, useNotify } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';
import { NETWORK_TEXTS } from '../../shared/texts';
import { useTrackJobMutation } from '../api/jobs-api';
import { JOBS_TEXTS } from '../texts';

/**
 * Asked when she comes back from an employer's page: Yes records the listing in her tracker as applied
 * today; Not yet leaves it as it was.
 */
export function ApplyPrompt({ job, onDone }: { job: Job | null; onDone: () => void }) {
  const notify = useNotify();
  const [track, tracking] = useTrackJobMutation();
  const applied = async (asked: Job) => {
    try {
      await track({ jobId: asked.id, stage: 'applied' }).unwrap();
      notify.success(JOBS_TEXTS.markedApplied, `${asked.title} at ${asked.employer}`);
      onDone();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, JOBS_TEXTS.updateFailed));
    }
  };
  return (
    <Modal
      open={job !== null}
      title={JOBS_TEXTS.didYouApply}
      onCancel={onDone}
      footer={
        <>
          <Button onClick={onDone}>{JOBS_TEXTS.notYet}</Button>
          <Button type="primary" loading={tracking.isLoading} onClick={() => job && void applied(job)}>
            {JOBS_TEXTS.yesApplied}
          </Button>
        </>
      }
    >
      {job ? <p>{JOBS_TEXTS.didYouApplyBody(job.title, job.employer)}</p> : null}
    </Modal>
  );
}
