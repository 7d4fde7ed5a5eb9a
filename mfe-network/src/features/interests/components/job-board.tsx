import { useState } from 'react';
import type { PayUnit } from '@nurse/catalogue';
import type { Job, JobAlert } from '@nurse/api-client';
import type { JobsView } from '@nurse/domain';
import { Radio } from '@nurse/ui-kit/choice';
import { NO_JOB_FILTERS, type JobFilters } from '../../shared/utils/job-search';
import { useJobApplicationsQuery } from '../../jobs/api/jobs-api';
import { useTrackedJobSync } from '../../jobs/hooks/use-tracked-job-sync';
import { ApplyPrompt } from '../../jobs/components/apply-prompt';
import { MyApplications } from '../../jobs/components/my-applications';
import { SavedSearches } from '../../jobs/components/saved-searches';
import { useApplyReturn } from '../../jobs/hooks/use-apply-return';
import { JOBS_TEXTS } from '../../jobs/texts';
import { asksWhetherApplied } from '../../jobs/utils/application-stages';
import { searchFromSaved } from '../../jobs/utils/saved-search';
import { JobSearchView } from './job-search-view';
import './job-board.css';

const VIEW_OPTIONS: { value: JobsView; label: string }[] = [
  { value: 'search', label: JOBS_TEXTS.search },
  { value: 'applications', label: JOBS_TEXTS.myApplications },
  { value: 'saved-searches', label: JOBS_TEXTS.savedSearches },
];

export interface JobBoardProps {
  /** The specialty chips she selected on the Interests screen. */
  specialties: readonly string[];
  /** A saved search she used selects its chips. */
  onSpecialties: (specialties: string[]) => void;
  /** The view shown, kept in the screen's address. */
  view: JobsView;
  onView: (view: JobsView) => void;
  /** A listing in her applications whose details open on arrival (a notification leads there). */
  openJobId: number | null;
  onDetailsClosed: () => void;
}

/**
 * The Jobs tab: the search, her applications tracker and her saved searches, one at a time. The
 * filters and the pay unit stay as she left them while she looks at the other two; coming back from
 * an employer's page after Apply asks whether she applied, unless her tracker already says so. A
 * listing in her tracker that closes or changes its pay is shown so at once.
 */
export function JobBoard({ specialties, onSpecialties, view, onView: setView, openJobId, onDetailsClosed }: JobBoardProps) {
  const [filters, setFilters] = useState<JobFilters>(NO_JOB_FILTERS);
  const [payUnit, setPayUnit] = useState<PayUnit>('hourly');
  const apply = useApplyReturn();
  useTrackedJobSync();
  const applications = useJobApplicationsQuery();
  // Once she has applied (or moved past it), her tracker already says so: no question on her return.
  const wentToApply = (job: Job) => {
    if (asksWhetherApplied(applications.data?.find((entry) => entry.jobId === job.id))) apply.wentToApply(job);
  };
  const change = (patch: Partial<JobFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const searchAgain = (alert: JobAlert) => {
    const search = searchFromSaved(alert.filters, filters);
    setFilters(search.filters);
    onSpecialties([...search.specialties]);
    setView('search');
  };

  return (
    <div className="nw-jobs">
      <Radio.Group
        className="nw-jobs__views"
        aria-label={JOBS_TEXTS.views}
        optionType="button"
        buttonStyle="solid"
        options={VIEW_OPTIONS}
        value={view}
        onChange={(event) => setView(event.target.value as JobsView)}
      />
      {view === 'search' ? (
        <JobSearchView
          filters={filters}
          onChange={change}
          specialties={specialties}
          payUnit={payUnit}
          onPayUnit={setPayUnit}
          onApply={wentToApply}
        />
      ) : null}
      {view === 'applications' ? (
        <MyApplications payUnit={payUnit} onApply={wentToApply} openJobId={openJobId} onDetailsClosed={onDetailsClosed} />
      ) : null}
      {view === 'saved-searches' ? <SavedSearches onUse={searchAgain} /> : null}
      <ApplyPrompt job={apply.asking} onDone={apply.done} />
    </div>
  );
}
