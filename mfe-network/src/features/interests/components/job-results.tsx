import { useId } from 'react';
import type { PayUnit } from '@nurse/catalogue';
import type { Job, JobApplication } from '@nurse/api-client';
import { Button } from '@nurse/ui-kit';
import { Select } from '@nurse/ui-kit/choice';
import { PAY_UNIT_OPTIONS } from '../utils/pay-unit-options';
import { JobCard } from './job-card';

interface JobResultsProps {
  jobs: readonly Job[];
  total: number;
  payUnit: PayUnit;
  onPayUnit: (unit: PayUnit) => void;
  /** Present while there is a page after the last one shown. */
  onLoadMore?: () => void;
  loadingMore: boolean;
  /** Her tracker's entries by listing. */
  tracked: ReadonlyMap<number, JobApplication>;
  onApply: (job: Job) => void;
}

/** The listings found: how many, the unit their pay is shown in, the cards, and Load more. */
export function JobResults({ jobs, total, payUnit, onPayUnit, onLoadMore, loadingMore, tracked, onApply }: JobResultsProps) {
  const unitId = useId();
  return (
    <>
      <div className="nw-jobs__summary">
        <p className="nw-muted" aria-live="polite">
          {total === 1 ? '1 job' : `${total} jobs`}
        </p>
        <div className="nw-jobs__unit">
          <label htmlFor={unitId}>Show pay</label>
          <Select id={unitId} options={PAY_UNIT_OPTIONS} value={payUnit} onChange={onPayUnit} popupMatchSelectWidth={false} />
        </div>
      </div>
      <ul className="nw-cards" aria-label="Jobs">
        {jobs.map((job) => (
          <li key={job.id} className="nw-card">
            <JobCard job={job} payUnit={payUnit} entry={tracked.get(job.id)} onApply={onApply} />
          </li>
        ))}
      </ul>
      {onLoadMore ? (
        <div className="nw-jobs__more">
          <Button onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
