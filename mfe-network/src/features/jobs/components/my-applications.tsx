import type { PayUnit } from '@nurse/catalogue';
import type { Job, JobApplication } from '@nurse/api-client';
import { QueryView } from '../../shared/components/query-view';
import { NETWORK_TEXTS } from '../../shared/texts';
import { useJobApplicationsQuery } from '../api/jobs-api';
import { APPLICATION_STAGE_LABELS, groupByStage } from '../utils/application-stages';
import { JOBS_TEXTS } from '../texts';
import { ApplicationEntry } from './application-entry';

interface MyApplicationsProps {
  payUnit: PayUnit;
  onApply: (job: Job) => void;
  /** The listing whose details open on arrival, if it is in her tracker. */
  openJobId?: number | null;
  onDetailsClosed?: () => void;
}

/** Her tracker: the listings she saved or applied to, grouped by the stage each is at, read afresh when opened. */
export function MyApplications({ payUnit, onApply, openJobId = null, onDetailsClosed }: MyApplicationsProps) {
  const applications = useJobApplicationsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryView
      query={applications}
      failedTitle={NETWORK_TEXTS.loadFailed}
      isEmpty={(entries: JobApplication[]) => entries.length === 0}
      emptyTitle={JOBS_TEXTS.noApplications}
      emptyDescription={JOBS_TEXTS.noApplicationsHint}
    >
      {(entries) =>
        groupByStage(entries).map((group) => (
          <section key={group.stage} className="nw-applications__stage" aria-label={APPLICATION_STAGE_LABELS[group.stage]}>
            <h3 className="nw-section-title">
              {APPLICATION_STAGE_LABELS[group.stage]} ({group.entries.length})
            </h3>
            <ul className="nw-cards">
              {group.entries.map((entry) => (
                <li key={entry.jobId} className="nw-card">
                  <ApplicationEntry
                    entry={entry}
                    payUnit={payUnit}
                    onApply={onApply}
                    detailsOpen={entry.jobId === openJobId}
                    onDetailsClosed={onDetailsClosed}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      }
    </QueryView>
  );
}
