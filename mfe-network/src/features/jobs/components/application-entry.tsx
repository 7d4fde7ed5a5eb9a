import { useId, useState } from 'react';
import type { PayUnit } from '@nurse/catalogue';
import { localToday } from '@nurse/domain';
import { failureDescription, type Job, type JobApplication } from '@nurse/api-client';
import { Button, TextArea, useNotify } from '@nurse/ui-kit';
import { Select } from '@nurse/ui-kit/choice';
import { Tag } from '@nurse/ui-kit/data';
import { NETWORK_TEXTS } from '../../shared/texts';
import { formatPostedDay } from '../../interests/utils/posted-day';
import { JobHeadline } from '../../interests/components/job-headline';
import { useTrackJobMutation, useUntrackJobMutation } from '../api/jobs-api';
import { APPLICATION_STAGE_LABELS, APPLICATION_STAGE_OPTIONS, type ApplicationStage } from '../utils/application-stages';
import { dayToSend } from '../utils/calendar-day';
import { JOBS_TEXTS } from '../texts';
import { DayInput } from './day-input';
import { JobDetailsButton } from './job-details-button';

/** The longest note the tracker keeps. */
const NOTE_MAX = 2000;

interface ApplicationEntryProps {
  entry: JobApplication;
  payUnit: PayUnit;
  onApply: (job: Job) => void;
  /** Its details open on arrival (a notification about the listing leads there). */
  detailsOpen?: boolean;
  onDetailsClosed?: () => void;
}

/**
 * One listing in her tracker: the stages she reached with their days, a move to another stage on a day
 * she picks, her private note, a mark when the listing closed or changed its pay since she last
 * updated it, its details, and Remove.
 */
export function ApplicationEntry({ entry, payUnit, onApply, detailsOpen, onDetailsClosed }: ApplicationEntryProps) {
  const id = useId();
  const notify = useNotify();
  const { job } = entry;
  const today = localToday();
  const [stage, setStage] = useState<ApplicationStage>(entry.stage);
  const [day, setDay] = useState(today);
  const [note, setNote] = useState(entry.note);
  const [track, tracking] = useTrackJobMutation();
  const [untrack, untracking] = useUntrackJobMutation();
  const closed = job.status === 'closed';

  const update = async (body: { stage?: ApplicationStage; on?: string; note?: string }, done: string) => {
    try {
      await track({ jobId: job.id, ...body }).unwrap();
      notify.success(done, job.title);
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, JOBS_TEXTS.updateFailed));
    }
  };
  const remove = async () => {
    try {
      await untrack(job.id).unwrap();
      notify.success(JOBS_TEXTS.removed, job.title);
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, JOBS_TEXTS.removeFailed));
    }
  };

  return (
    <article className="nw-application" aria-label={`${job.title} at ${job.employer}`}>
      <JobHeadline job={job} payUnit={payUnit} heading="h4" />
      {closed ? (
        <div className="nw-card__tags">
          <Tag color="red">{JOBS_TEXTS.closed}</Tag>
        </div>
      ) : null}
      {entry.listingChanged ? (
        <p className="nw-application__changed" role="note">
          {closed ? JOBS_TEXTS.listingClosed : JOBS_TEXTS.payChanged}
        </p>
      ) : null}
      <ol className="nw-application__stages" aria-label="Stages reached">
        {entry.stages.map((step) => (
          <li key={`${step.stage}-${step.on}`}>
            {APPLICATION_STAGE_LABELS[step.stage]} {formatPostedDay(step.on)}
          </li>
        ))}
      </ol>
      <form
        className="nw-application__move"
        onSubmit={(event) => {
          event.preventDefault();
          void update({ stage, on: dayToSend(day, today) }, JOBS_TEXTS.moved(APPLICATION_STAGE_LABELS[stage]));
        }}
      >
        <div className="nw-job-filters__field">
          <label htmlFor={`${id}-stage`} className="nw-field__label">
            {JOBS_TEXTS.stage}
          </label>
          <Select id={`${id}-stage`} options={APPLICATION_STAGE_OPTIONS} value={stage} onChange={setStage} />
        </div>
        <div className="nw-job-filters__field">
          <label htmlFor={`${id}-on`} className="nw-field__label">
            {JOBS_TEXTS.reachedOn}
          </label>
          <DayInput id={`${id}-on`} value={day} max={today} onChange={setDay} />
        </div>
        <Button htmlType="submit" disabled={stage === entry.stage} loading={tracking.isLoading} aria-label={JOBS_TEXTS.moveJob(job.title)}>
          {JOBS_TEXTS.move}
        </Button>
      </form>
      <div className="nw-field">
        <label htmlFor={`${id}-note`} className="nw-field__label">
          {JOBS_TEXTS.note}
        </label>
        <TextArea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 8 }}
        />
      </div>
      <div className="nw-job-card__actions">
        <Button
          onClick={() => void update({ note }, JOBS_TEXTS.noteSaved)}
          disabled={note === entry.note}
          aria-label={JOBS_TEXTS.saveNoteOn(job.title)}
        >
          {JOBS_TEXTS.saveNote}
        </Button>
        <JobDetailsButton job={job} payUnit={payUnit} entry={entry} onApply={onApply} openNow={detailsOpen} onClosed={onDetailsClosed} />
        <Button danger onClick={() => void remove()} loading={untracking.isLoading} aria-label={`${JOBS_TEXTS.remove} ${job.title}`}>
          {JOBS_TEXTS.remove}
        </Button>
      </div>
    </article>
  );
}
