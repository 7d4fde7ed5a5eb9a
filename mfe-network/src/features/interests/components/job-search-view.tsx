import { useId, useMemo } from 'react';
import type { PayUnit } from '@nurse/catalogue';
import type { Job } from '@nurse/api-client';
import { TIMINGS_MS } from '@nurse/domain';
import { Input, useDebouncedValue } from '@nurse/ui-kit';
import { useJobsInfiniteQuery } from '../../shared/api/network-api';
import { QueryView } from '../../shared/components/query-view';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { NETWORK_TEXTS } from '../../shared/texts';
import type { JobFilters } from '../../shared/utils/job-search';
import { useJobApplicationsQuery } from '../../jobs/api/jobs-api';
import { SaveSearchButton } from '../../jobs/components/save-search-button';
import { JobFilterFields } from './job-filter-fields';
import { JobFiltersDrawer } from './job-filters-drawer';
import { JobResults } from './job-results';

/** Below this width the filters move into a side panel behind a Filters button. */
const NARROW_SCREEN = '(max-width: 720px)';

interface JobSearchViewProps {
  filters: JobFilters;
  onChange: (change: Partial<JobFilters>) => void;
  specialties: readonly string[];
  payUnit: PayUnit;
  onPayUnit: (unit: PayUnit) => void;
  onApply: (job: Job) => void;
}

/**
 * The search: open listings the server finds by her words, filters and the specialty chips she
 * selected, sorted and paged by the server, each marked when she follows it. A search is sent once she
 * stops changing the filters; a changed search starts again at the first page.
 */
export function JobSearchView({ filters, onChange, specialties, payUnit, onPayUnit, onApply }: JobSearchViewProps) {
  const searchId = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const sent = useDebouncedValue(filters, TIMINGS_MS.searchDebounce);
  const jobs = useJobsInfiniteQuery({ filters: sent, specialties });
  const applications = useJobApplicationsQuery();
  const tracked = useMemo(() => new Map((applications.data ?? []).map((entry) => [entry.jobId, entry])), [applications.data]);

  return (
    <>
      <div className="nw-jobs__search">
        <div className="nw-job-filters__field nw-jobs__words">
          <label htmlFor={searchId} className="nw-field__label">
            Search jobs
          </label>
          <Input
            id={searchId}
            type="search"
            value={filters.q}
            maxLength={100}
            placeholder="Title, employer, city or words in the description"
            onChange={(event) => onChange({ q: event.target.value })}
          />
        </div>
        {narrow ? <JobFiltersDrawer filters={filters} onChange={onChange} /> : null}
      </div>
      {narrow ? null : <JobFilterFields filters={filters} onChange={onChange} />}
      <div className="nw-jobs__save-search">
        <SaveSearchButton search={{ filters, specialties }} />
      </div>
      <QueryView
        query={jobs}
        failedTitle={NETWORK_TEXTS.loadFailed}
        isEmpty={(found) => found.pages.every((page) => page.items.length === 0)}
        emptyTitle="No jobs found"
      >
        {(found) => (
          <JobResults
            jobs={found.pages.flatMap((page) => page.items)}
            total={found.pages[0]?.total ?? 0}
            payUnit={payUnit}
            onPayUnit={onPayUnit}
            onLoadMore={jobs.hasNextPage ? () => void jobs.fetchNextPage() : undefined}
            loadingMore={jobs.isFetchingNextPage}
            tracked={tracked}
            onApply={onApply}
          />
        )}
      </QueryView>
    </>
  );
}
