import { Tag } from '@nurse/ui-kit/data';
import { hasNoItems, QueryView } from '../../shared/components/query-view';
import { useJobsQuery } from '../../shared/api/network-api';
import { NETWORK_TEXTS } from '../../shared/texts';
import { formatPay } from '../utils/format-pay';
import { ExternalLink } from './external-link';

/** Job listings in the chosen specialties (all of them with none chosen), each linking out to apply. */
export function JobsTab({ specialties }: { specialties: readonly string[] }) {
  return (
    <QueryView query={useJobsQuery(specialties)} failedTitle={NETWORK_TEXTS.loadFailed} isEmpty={hasNoItems} emptyTitle="No jobs found">
      {({ items }) => (
        <ul className="nw-cards" aria-label="Jobs">
          {items.map((job) => (
            <li key={job.JobID} className="nw-card">
              <article aria-label={`${job.JobTitle} at ${job.Employer}`}>
                <h3 className="nw-card__title">{job.JobTitle}</h3>
                <p className="nw-card__subtitle">
                  {job.Employer} · {job.Location}
                </p>
                <div className="nw-card__tags">
                  <Tag color="green">{job.Specialty}</Tag>
                  <Tag>{job.WorkType}</Tag>
                  <Tag>{job.RemoteHybridInPerson}</Tag>
                </div>
                <p className="nw-card__facts">
                  {formatPay(job.PayRate, job.PayType)} · {job.ShiftSchedule} · {job.ExperienceRequiredYears}+ years
                </p>
                <p className="nw-card__description nw-clamp-3">{job.JobDescription}</p>
                <ExternalLink href={job.ApplicationLink} label={`Apply Now for ${job.JobTitle}`}>
                  Apply Now
                </ExternalLink>
              </article>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
