import { failureDescription, type Job, type JobApplication } from '@nurse/api-client';
import { Button, useNotify } from '@nurse/ui-kit';
import { Tag } from '@nurse/ui-kit/data';
import { NETWORK_TEXTS } from '../../shared/texts';
import { useTrackJobMutation, useUntrackJobMutation } from '../api/jobs-api';
import { APPLICATION_STAGE_LABELS } from '../utils/application-stages';
import { JOBS_TEXTS } from '../texts';

/**
 * Save a listing to her tracker, or unsave it while it is only saved; once she has applied (or moved
 * on), the stage it is at, changed in My applications.
 */
export function SaveJobButton({ job, entry }: { job: Job; entry: JobApplication | undefined }) {
  const notify = useNotify();
  const [track, tracking] = useTrackJobMutation();
  const [untrack, untracking] = useUntrackJobMutation();
  if (entry && entry.stage !== 'saved') return <Tag color="blue">{APPLICATION_STAGE_LABELS[entry.stage]}</Tag>;

  const saved = entry !== undefined;
  const toggle = async () => {
    try {
      if (saved) await untrack(job.id).unwrap();
      else await track({ jobId: job.id }).unwrap();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, saved ? JOBS_TEXTS.unsaveFailed : JOBS_TEXTS.saveFailed));
    }
  };
  return (
    <span className="nw-job-save">
      {saved ? <Tag color="blue">{JOBS_TEXTS.saved}</Tag> : null}
      <Button
        onClick={() => void toggle()}
        loading={tracking.isLoading || untracking.isLoading}
        aria-label={`${saved ? JOBS_TEXTS.unsave : JOBS_TEXTS.save} ${job.title}`}
      >
        {saved ? JOBS_TEXTS.unsave : JOBS_TEXTS.save}
      </Button>
    </span>
  );
}
