import type { PayUnit } from '@nurse/catalogue';
import type { Job } from '@nurse/api-client';
import { payInUnit } from '../utils/pay-in-unit';

interface JobHeadlineProps {
  job: Job;
  payUnit: PayUnit;
  /** The heading's level where the listing is shown: h3 in a list of results, h4 under a stage's heading. */
  heading: 'h3' | 'h4';
}

/** A listing's title, employer and place, and its pay in the unit she compares in. */
export function JobHeadline({ job, payUnit, heading: Heading }: JobHeadlineProps) {
  const pay = payInUnit(job, payUnit);
  return (
    <>
      <Heading className="nw-card__title">{job.title}</Heading>
      <p className="nw-card__subtitle">
        {job.employer} · {job.city}, {job.state}
      </p>
      {pay ? <p className="nw-job-card__pay">{pay}</p> : null}
    </>
  );
}
