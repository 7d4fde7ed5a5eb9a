import { EMPLOYMENT_TYPE_LABELS, JOB_SETTING_LABELS, SHIFT_PATTERN_LABELS, type PayUnit } from '@nurse/catalogue';
import type { Job } from '@nurse/api-client';
import { Tag } from '@nurse/ui-kit/data';
import { payInUnit } from '../utils/pay-in-unit';
import { formatPostedDay } from '../utils/posted-day';
import { ExternalLink } from './external-link';

/** One listing: where and what it is, its pay in the unit she compares in, and a link out to apply. */
export function JobCard({ job, payUnit }: { job: Job; payUnit: PayUnit }) {
  const pay = payInUnit(job, payUnit);
  const posted = formatPostedDay(job.postedOn);
  return (
    <article aria-label={`${job.title} at ${job.employer}`}>
      <h3 className="nw-card__title">{job.title}</h3>
      <p className="nw-card__subtitle">
        {job.employer} · {job.city}, {job.state}
      </p>
      {pay ? <p className="nw-job-card__pay">{pay}</p> : null}
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
      <ExternalLink href={job.applyUrl} label={`Apply Now for ${job.title}`}>
        Apply Now
      </ExternalLink>
    </article>
  );
}
