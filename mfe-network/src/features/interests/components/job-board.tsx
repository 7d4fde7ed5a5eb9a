import { useState } from 'react';
import type { PayUnit } from '@nurse/catalogue';
import type { JobAlert } from '@nurse/api-client';
import { Radio } from '@nurse/ui-kit/choice';
import { NO_JOB_FILTERS, type JobFilters } from '../../shared/utils/job-search';
import { ApplyPrompt } from '../../jobs/components/apply-prompt';
import { MyApplications } from '../../jobs/components/my-applications';
import { SavedSearches } from '../../jobs/components/saved-searches';
import { useApplyReturn } from '../../jobs/hooks/use-apply-return';
import { JOBS_TEXTS } from '../../jobs/texts';
import { searchFromSaved } from '../../jobs/utils/saved-search';
import { JobSearchView } from './job-search-view';
import './job-board.css';

type JobsView = 'search' | 'applications' | 'saved';

const VIEW_OPTIONS: { value: JobsView; label: string }[] = [
  { value: 'search', label: JOBS_TEXTS.search },
  { value: 'applications', label: JOBS_TEXTS.myApplications },
  { value: 'saved', label: JOBS_TEXTS.savedSearches },
];

export interface JobBoardProps {
  /** The specialty chips she selected on the Interests screen. */
  specialties: readonly string[];
  /** A saved search she used selects its chips. */
  onSpecialties: (specialties: string[]) => void;
}

/**
 * The Jobs tab: the search, her applications tracker and her saved searches, one at a time. The
 * filters and the pay unit stay as she left them while she looks at the other two; coming back from
 * an employer's page after Apply asks whether she applied.
 */
export function JobBoard({ specialties, onSpecialties }: JobBoardProps) {
  const [view, setView] = useState<JobsView>('search');
  const [filters, setFilters] = useState<JobFilters>(NO_JOB_FILTERS);
  const [payUnit, setPayUnit] = useState<PayUnit>('hourly');
  const apply = useApplyReturn();
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
          onApply={apply.wentToApply}
        />
      ) : null}
      {view === 'applications' ? <MyApplications payUnit={payUnit} onApply={apply.wentToApply} /> : null}
      {view === 'saved' ? <SavedSearches onUse={searchAgain} /> : null}
      <ApplyPrompt job={apply.asking} onDone={apply.done} />
    </div>
  );
}
