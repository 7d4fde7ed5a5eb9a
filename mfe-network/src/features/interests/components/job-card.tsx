import { EMPLOYMENT_TYPE_LABELS, JOB_SETTING_LABELS, SHIFT_PATTERN_LABELS, type PayUnit } from '@nurse/catalogue';
import type { Job, JobApplication } from '@nurse/api-client';
import { Tag } from '@nurse/ui-kit/data';
import { JobDetailsButton } from '../../jobs/components/job-details-button';
import { SaveJobButton } from '../../jobs/components/save-job-button';
import { JOBS_TEXTS } from '../../jobs/texts';
import { formatPostedDay } from '../utils/posted-day';
import { ExternalLink } from './external-link';
import { JobHeadline } from './job-headline';

interface JobCardProps {
  job: Job;
  payUnit: PayUnit;
  /** Her tracker's entry for the listing, when she follows it. */
  entry: JobApplication | undefined;
  /** She followed the Apply link. */
  onApply: (job: Job) => void;
}

/**
 * One listing: where and what it is, its pay in the unit she compares in, Save, its details in a side
 * panel, and a link out to apply.
 */
export function JobCard({ job, payUnit, entry, onApply }: JobCardProps) {
  const posted = formatPostedDay(job.postedOn);
  return (
    <article aria-label={`${job.title} at ${job.employer}`}>
      <JobHeadline job={job} payUnit={payUnit} heading="h3" />
      <div className="nw-card__tags">
        {job.specialties.map((specialty) => (
          <Tag key={specialty}>{specialty}</Tag>
        ))}
        <Tag>{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Tag>
        <Tag>{SHIFT_PATTERN_LABELS[job.shiftPattern]}</Tag>
        <Tag>{JOB_SETTING_LABELS[job.setting]}</Tag>
      </div>
      <p className="nw-card__facts">
        {job.schedule}
        {posted ? ` · Posted ${posted}` : null}
      </p>
      <p className="nw-card__description nw-clamp-3">{job.description}</p>
      <div className="nw-job-card__actions">
        <ExternalLink href={job.applyUrl} label={`${JOBS_TEXTS.apply} for ${job.title}`} onClick={() => onApply(job)}>
          {JOBS_TEXTS.apply}
        </ExternalLink>
        <SaveJobButton job={job} entry={entry} />
        <JobDetailsButton job={job} payUnit={payUnit} entry={entry} onApply={onApply} />
      </div>
    </article>
  );
}
